import { FALLBACK_LANGUAGE, isLanguageCode } from '../../../shared/i18n/languages.ts';
import { readerText } from '../i18n/readerText.ts';

/**
 * The texts the server itself sends (SMS, e-mail, legacy error messages), in the reader's language,
 * from the `notices:auth` resources.
 */
interface AuthTexts {
  smsCode(code: string): string;
  resetSubject: string;
  resetBody(link: string): string;
  resetEmailInvalid: string;
  resetTooMany: string;
  unlockSubject: string;
  unlockBody(link: string): string;
}

export function authTexts(language: string | undefined): AuthTexts {
  const { t } = readerText(language && isLanguageCode(language) ? language : FALLBACK_LANGUAGE);
  const word = (key: string, values?: Record<string, string>) => String(t(`notices:auth.${key}`, values));
  return {
    smsCode: (code) => word('smsCode', { code }),
    resetSubject: word('resetSubject'),
    resetBody: (link) => word('resetBody', { link }),
    resetEmailInvalid: word('resetEmailInvalid'),
    resetTooMany: word('resetTooMany'),
    unlockSubject: word('unlockSubject'),
    unlockBody: (link) => word('unlockBody', { link }),
  };
}
