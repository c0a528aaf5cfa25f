import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

interface SiteTranslation {
  t: TFunction;
  i18n: I18n;
}

const bound = new WeakMap<I18n, SiteTranslation>();

/**
 * Phrases kept per instance (a language). Interpolated ones vary with their values (prices, dates,
 * counts), so the store is emptied when it reaches this size rather than growing without end.
 */
const MAX_PHRASES = 5_000;

/** The cache key of a call whose options are all plain values, else null (i18next resolves it). */
function phraseKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let text = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean' && value !== undefined) return null;
    // Length-prefixed, so that no value can pass for another option.
    const printed = String(value);
    text += `\u0000${name}\u0001${printed.length}:${printed}`;
  }
  return text;
}

/**
 * A `t` that looks each phrase up once per i18next instance: a product page asks for the same
 * labels hundreds of times, and i18next resolves each key, and interpolates each count or price,
 * anew (a fifth of the server render). Calls with anything but plain values as options (a default
 * value array, a formatter) go to i18next every time.
 */
export function siteTranslation(i18n: I18n): SiteTranslation {
  let translation = bound.get(i18n);
  if (!translation) {
    const fixedT = i18n.getFixedT(i18n.language);
    const phrases = new Map<string, string>();
    const t = ((...args: Parameters<TFunction>) => {
      const cacheKey = args.length <= 2 ? phraseKey(args[0], args[1]) : null;
      if (cacheKey === null) return fixedT(...args);
      let phrase = phrases.get(cacheKey);
      if (phrase === undefined) {
        phrase = fixedT(...args) as string;
        if (phrases.size >= MAX_PHRASES) phrases.clear();
        phrases.set(cacheKey, phrase);
      }
      return phrase;
    }) as TFunction;
    translation = { t, i18n };
    bound.set(i18n, translation);
  }
  return translation;
}

/**
 * The site's `useTranslation`: siteTranslation's `t`, made once per i18next instance.
 * react-i18next's hook copies the whole i18next instance on every call in a server render, and the
 * site's instances never change language (one per language, see i18n.ts), so nothing is lost.
 */
export function useTranslation(): SiteTranslation {
  const { i18n } = useContext(I18nContext);
  return siteTranslation(i18n);
}
