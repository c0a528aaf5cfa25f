import { z } from 'zod';
import { instant } from '../apiValues.ts';
import type { ERROR_PROJECT_NAMES } from './reportingRules.ts';

const rate = z.number().min(0).max(1);

/**
 * `GET /api/errors/settings?project=site|admin`: how a browser app sets up its SDK. `dsn` is null when
 * reports go to the embedded receiver, whose DSN the page builds from its own origin.
 */
export const errorReportingSettingsSchema = z.object({
  dsn: z.string().nullable(),
  release: z.string(),
  environment: z.string(),
  sampleRate: rate,
  tracesSampleRate: rate,
  profilesSampleRate: rate,
});
export type ErrorReportingSettingsDto = z.infer<typeof errorReportingSettingsSchema>;

export const errorSettingsQuerySchema = z.object({
  project: z.enum(['site', 'admin'], { error: 'projectInvalid' }),
});

const errorProjectSchema = z.enum(['site', 'admin', 'server']) satisfies z.ZodType<
  (typeof ERROR_PROJECT_NAMES)[number]
>;

/** One group of the back office's Errors page (`GET /api/admin/errors` answers an array of them). */
export const errorGroupSummarySchema = z.object({
  id: z.number().int(),
  project: errorProjectSchema,
  title: z.string(),
  culprit: z.string().nullable(),
  /** The SDK's level (`error`, `warning`, `fatal`...), as sent. */
  level: z.string(),
  count: z.number().int(),
  firstSeenAt: instant(),
  lastSeenAt: instant(),
  release: z.string().nullable(),
  environment: z.string().nullable(),
  browser: z.string().nullable(),
  url: z.string().nullable(),
});
export type ErrorGroupSummary = z.infer<typeof errorGroupSummarySchema>;

/**
 * `GET /api/admin/errors/:id` (and the `DELETE` that resolves it, which answers the group as it was).
 * `latestEvent` is the SDK's event as sent, trimmed and scrubbed (src/modules/errors/grouping.ts): its
 * fields and their types are the SDK's, so the answer documents it as free-form JSON; the page reads
 * it as ErrorGroupDetail's `latestEvent` below.
 */
export const errorGroupDetailSchema = errorGroupSummarySchema.extend({
  fingerprint: z.string(),
  latestEventId: z.string(),
  latestEvent: z.record(z.string(), z.unknown()),
});

export interface ErrorBreadcrumb {
  timestamp?: number | string;
  category?: string;
  type?: string;
  level?: string;
  message?: string;
  data?: Record<string, unknown>;
}

export interface ErrorStackFrame {
  filename?: string;
  function?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
  /** The original line of code, when the receiver mapped the frame through a source map. */
  context_line?: string;
}

/** `GET /api/admin/errors/:id`: the group and its latest event, scrubbed. */
export interface ErrorGroupDetail extends ErrorGroupSummary {
  fingerprint: string;
  latestEventId: string;
  latestEvent: {
    event_id?: string;
    timestamp?: number | string;
    message?: string;
    exception?: {
      values?: { type?: string; value?: string; stacktrace?: { frames?: ErrorStackFrame[] } }[];
    };
    breadcrumbs?: ErrorBreadcrumb[];
    request?: { url?: string; method?: string };
    tags?: Record<string, unknown>;
    contexts?: Record<string, unknown>;
  };
}

/** `GET /api/admin/transactions/slowest`: traced routes and pages, slowest on average first. */
export const slowestTransactionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      project: errorProjectSchema,
      name: z.string(),
      count: z.number().int(),
      averageMs: z.number(),
      maxMs: z.number(),
      failedCount: z.number().int(),
      lastSeenAt: instant(),
    }),
  ),
});
export type SlowestTransactionsDto = z.infer<typeof slowestTransactionsSchema>;

/** `GET /api/admin/profiles`: the profiles the receiver keeps (SPEC section 9: 30), newest first. */
export const errorProfilesSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      project: errorProjectSchema,
      transactionName: z.string().nullable(),
      durationMs: z.number(),
      sampleCount: z.number().int(),
      receivedAt: instant(),
    }),
  ),
});
export type ErrorProfilesDto = z.infer<typeof errorProfilesSchema>;
