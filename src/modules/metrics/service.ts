import { type ConsentSettings, didomiMetricSchema } from '../../../shared/consent/consentApi.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import { parseInput } from '../../http/validate.ts';
import { insertConsentEvent } from './repository.ts';

/** Records a consent choice, from the embedded banner or from Didomi's SDK (the same call). */
export async function recordConsent(db: Queryable, body: unknown, userId: number | null) {
  const { event, consent } = parseInput(didomiMetricSchema, body);
  await insertConsentEvent(db, { event, consent, userId });
}

export function consentSettings(config: Config): ConsentSettings {
  return {
    didomiApiKey: config.DIDOMI_API_KEY ?? null,
    surveyWorkspaceKey: config.SURVEY_WORKSPACE_KEY ?? null,
  };
}
