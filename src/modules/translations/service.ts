import type { Database } from '../../db/connection.ts';
import {
  type MachineTranslator,
  TEXT_LANGUAGES,
  type TextLanguage,
  TranslationUnavailable,
} from '../../providers/translation.ts';
import { factTitle, type ListingFacts } from './factTitles.ts';
import {
  type ClaimedRequest,
  claimTranslationRequests,
  dropTranslationRequest,
  findListingSource,
  finishTranslationRequest,
  type ListingSourceRow,
  saveTranslations,
  type TranslatedText,
} from './repository.ts';

const isTextLanguage = (value: string): value is TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(value);

/** The owner's own text the others are made from: the original language first, then English. */
function originalText(source: ListingSourceRow) {
  const owned = source.texts.filter((t) => t.origin === 'owner' && isTextLanguage(t.language));
  const original =
    owned.find((t) => t.language === source.original_language) ??
    owned.find((t) => t.language === 'en') ??
    owned[0];
  const language = original?.language ?? source.original_language;
  return {
    language: (isTextLanguage(language) ? language : 'en') as TextLanguage,
    title: original?.title ?? source.title,
    description: original?.description ?? '',
  };
}

/**
 * The texts a listing lacks, one per language nobody wrote: machine-translated when a translator is
 * set, otherwise the embedded default (a title from the facts, the description in its original
 * language, labelled as such on the page).
 */
export async function translationsFor(
  source: ListingSourceRow,
  translator: MachineTranslator | null,
): Promise<TranslatedText[]> {
  const original = originalText(source);
  const written = new Set(source.texts.filter((t) => t.origin === 'owner').map((t) => t.language));
  const missing = TEXT_LANGUAGES.filter((language) => !written.has(language));
  const made: TranslatedText[] = [];
  for (const language of missing) {
    if (translator && language !== original.language) {
      const texts = [original.title, original.description].filter(Boolean);
      const [title, description = ''] = await translator.translate(texts, original.language, language);
      made.push({ language, title, description, origin: 'machine', descriptionLanguage: language });
      continue;
    }
    const facts: ListingFacts = {
      kind: source.kind,
      productType: source.product_type,
      activityType: source.activity_type,
      builderName: source.builder_name,
      modelName: source.model_name,
      city: source.city_names[language] ?? source.city_name,
    };
    made.push({
      language,
      title: factTitle(facts, language),
      description: original.description,
      origin: 'facts',
      descriptionLanguage: original.language,
    });
  }
  return made;
}

export interface TranslationRun {
  translated: number;
  /** Left queued for a later run (the translator was unavailable). */
  deferred: number;
}

export interface TranslationRunOptions {
  translator: MachineTranslator | null;
  batch?: number;
  now?: () => Date;
}

/** Two minutes is ample for one batch's calls to a translator; a crashed run's rows come back after. */
const LEASE_SECONDS = 120;

/**
 * One run of the listing translation job: claims queued listings with a lease, makes their missing
 * languages outside any transaction (the translator is a network call), then stores them and
 * closes the request in one. Safe twice: texts are upserts and a request closes only for the change
 * it translated.
 */
export async function runListingTranslations(
  db: Database,
  options: TranslationRunOptions,
): Promise<TranslationRun> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimTranslationRequests(db, options.batch ?? 50, LEASE_SECONDS, now());
  const run: TranslationRun = { translated: 0, deferred: 0 };
  for (const request of claimed) {
    const outcome = await translateOne(db, request, options.translator, now);
    if (outcome === 'deferred') run.deferred++;
    else run.translated++;
  }
  return run;
}

async function translateOne(
  db: Database,
  request: ClaimedRequest,
  translator: MachineTranslator | null,
  now: () => Date,
): Promise<'translated' | 'deferred'> {
  const source = await findListingSource(db, request.product_id);
  if (!source) {
    await dropTranslationRequest(db, request.product_id);
    return 'translated';
  }
  let texts: TranslatedText[];
  try {
    texts = await translationsFor(source, translator);
  } catch (error) {
    if (!(error instanceof TranslationUnavailable)) throw error;
    if (!error.permanent) return 'deferred';
    // A refused key or a spent quota: the listing still gets readable titles in every language.
    texts = await translationsFor(source, null);
  }
  await db.transaction(async (tx) => {
    await saveTranslations(tx, source.id, texts, now());
    await finishTranslationRequest(tx, request);
  });
  return 'translated';
}
