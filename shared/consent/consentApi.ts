import { z } from 'zod';
import { CONSENT_EVENTS } from './consent.ts';

// The consent calls' shapes, apart from consent.ts so that a page's first load does not carry zod.

/** `POST /api/v6/metrics/didomi` (SPEC section 7). */
export const didomiMetricSchema = z.object({
  event: z.enum(CONSENT_EVENTS, { error: 'eventInvalid' }),
  consent: z.object({
    analytics: z.boolean({ error: 'consentInvalid' }),
    surveys: z.boolean({ error: 'consentInvalid' }),
    advertising: z.boolean({ error: 'consentInvalid' }),
  }),
});
export type DidomiMetric = z.infer<typeof didomiMetricSchema>;

/** `GET /api/v6/metrics/settings`: which outside tools are configured. */
export const consentSettingsSchema = z.object({
  didomiApiKey: z.string().nullable(),
  surveyWorkspaceKey: z.string().nullable(),
});
export type ConsentSettings = z.infer<typeof consentSettingsSchema>;
