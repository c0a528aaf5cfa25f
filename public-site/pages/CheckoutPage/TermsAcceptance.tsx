import { useEffect, useRef } from 'react';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

interface Props {
  accepted: boolean;
  /** The product page, whose cancellation section the policy link opens. */
  productUrl: string;
  disabled: boolean;
  onChange(accepted: boolean): void;
}

/**
 * The renter accepts the terms of use and the listing's cancellation policy before paying (issue 23);
 * the server refuses the payment without it. The links open in a new tab so the checkout stays.
 */
export function TermsAcceptance({ accepted, productUrl, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  // A tick given before the page's script took over is kept: hydration leaves the box ticked, and
  // without this the pay button would stay disabled under a ticked box.
  const box = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page takes over
  useEffect(() => {
    if (box.current?.checked && !accepted) onChange(true);
  }, []);
  return (
    <div className="checkout-terms">
      <label className="checkbox">
        <input
          ref={box}
          type="checkbox"
          name="acceptedTerms"
          checked={accepted}
          disabled={disabled}
          aria-describedby="checkout-terms-links"
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{t('sitePages:checkout.accept')}</span>
      </label>
      <p id="checkout-terms-links" className="checkout-terms__links">
        <a href={localizedPath(language, '/terms', defaultLanguage)} target="_blank" rel="noopener">
          {t('sitePages:checkout.termsLink')}
        </a>
        {' · '}
        <a href={`${productUrl.split('#')[0]}#product-cancellation`} target="_blank" rel="noopener">
          {t('sitePages:checkout.policyLink')}
        </a>
      </p>
      {!accepted && <p className="muted">{t('sitePages:checkout.required')}</p>}
    </div>
  );
}
