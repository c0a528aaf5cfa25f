import type { ProductDetails } from '../../../shared/product/productDetails.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/**
 * The owner's description in the page's language, or in its original language with a label saying
 * so (the `lang` attribute lets a screen reader read it with the right voice); a machine
 * translation says it is one.
 */
export function ListingText({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const { language } = useSite();
  const untranslated = product.descriptionLanguage !== language.slice(0, 2);
  const languageName =
    new Intl.DisplayNames([language], { type: 'language' }).of(product.descriptionLanguage) ??
    product.descriptionLanguage;
  return (
    <>
      {untranslated ? (
        <p className="listing-text-note">{t('sitePages:listingText.original', { language: languageName })}</p>
      ) : product.translation === 'machine' ? (
        <p className="listing-text-note">{t('sitePages:listingText.machine')}</p>
      ) : null}
      <div lang={untranslated ? product.descriptionLanguage : undefined}>
        {product.description.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
