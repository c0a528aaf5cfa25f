import * as deepl from 'deepl-node';

/** A language listing texts are stored in (en-GB and en-US read `en`). */
export type TextLanguage = 'de' | 'el' | 'en' | 'es' | 'fr' | 'it' | 'nl' | 'pl' | 'pt' | 'ru' | 'sv';

export const TEXT_LANGUAGES: readonly TextLanguage[] = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'nl',
  'pt',
  'el',
  'pl',
  'ru',
  'sv',
];

/** Why a translation could not be made now; the job keeps the listing queued unless `permanent`. */
export class TranslationUnavailable extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * Machine translation of a listing's texts. `null` in place of a translator is the embedded
 * default: titles built from facts, descriptions left in their original language.
 */
export interface MachineTranslator {
  readonly name: 'deepl';
  translate(texts: string[], from: TextLanguage, to: TextLanguage): Promise<string[]>;
}

/** DeepL wants a regional variant for English and Portuguese targets. */
const DEEPL_TARGET: Partial<Record<TextLanguage, deepl.TargetLanguageCode>> = { en: 'en-GB', pt: 'pt-PT' };

/** DeepL through its official SDK; its errors are mapped once, here. */
export function deeplTranslator(authKey: string): MachineTranslator {
  const client = new deepl.Translator(authKey, { maxRetries: 2, minTimeout: 10_000 });
  return {
    name: 'deepl',
    async translate(texts, from, to) {
      if (texts.length === 0) return [];
      try {
        const target = DEEPL_TARGET[to] ?? (to as deepl.TargetLanguageCode);
        const results = await client.translateText(texts, from as deepl.SourceLanguageCode, target);
        return results.map((result) => result.text);
      } catch (error) {
        // A wrong key or a spent quota will not mend itself by retrying every minute.
        const permanent =
          error instanceof deepl.AuthorizationError || error instanceof deepl.QuotaExceededError;
        throw new TranslationUnavailable(`DeepL: ${(error as Error).message}`, permanent);
      }
    },
  };
}

export function machineTranslatorFor(config: { DEEPL_API_KEY?: string }): MachineTranslator | null {
  return config.DEEPL_API_KEY ? deeplTranslator(config.DEEPL_API_KEY) : null;
}
