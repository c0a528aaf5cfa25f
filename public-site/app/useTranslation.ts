import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

interface SiteTranslation {
  t: TFunction;
  i18n: I18n;
}

const bound = new WeakMap<I18n, SiteTranslation>();

/**
 * The site's `useTranslation`: the same `t` as react-i18next's, made once per i18next instance.
 * react-i18next's hook copies the whole i18next instance on every call in a server render, and the
 * site's instances never change language (one per language, see i18n.ts), so nothing is lost. A
 * phrase asked for without options is looked up once per instance: a product page asks for the same
 * labels hundreds of times, and i18next resolves each key anew (a fifth of the server render).
 */
export function useTranslation(): SiteTranslation {
  const { i18n } = useContext(I18nContext);
  let translation = bound.get(i18n);
  if (!translation) {
    const fixedT = i18n.getFixedT(i18n.language);
    const phrases = new Map<string, string>();
    const t = ((...args: Parameters<TFunction>) => {
      const [key] = args;
      if (args.length !== 1 || typeof key !== 'string') return fixedT(...args);
      let phrase = phrases.get(key);
      if (phrase === undefined) {
        phrase = fixedT(key) as string;
        phrases.set(key, phrase);
      }
      return phrase;
    }) as TFunction;
    translation = { t, i18n };
    bound.set(i18n, translation);
  }
  return translation;
}
