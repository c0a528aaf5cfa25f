import type { ProductDetails } from '../../../shared/product/productDetails.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/**
 * The owner's description in the page's language, or in its original language with a label saying
 * so (the `lang` attribute lets a screen reader read it with the right voice); a machine
 * translation says it is one.
 */
/** "anglais" for en on a French page; the code itself when the runtime cannot name it. */
function languageNameOf(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function ListingText({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const { language } = useSite();
  const original = product.descriptionLanguage;
  const untranslated = !!original && original !== language.slice(0, 2);
  const languageName = untranslated ? languageNameOf(original, language) : '';
  return (
    <>
      {untranslated ? (
        <p className="listing-text-note">{t('sitePages:listingText.original', { language: languageName })}</p>
      ) : product.translation === 'machine' ? (
        <p className="listing-text-note">{t('sitePages:listingText.machine')}</p>
      ) : null}
      <div lang={untranslated ? original : undefined}>
        {product.description.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
