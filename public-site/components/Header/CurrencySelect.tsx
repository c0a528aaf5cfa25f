import { useId } from 'react';
import { useRevalidator } from 'react-router';
import { CURRENCY_SYMBOLS, currencyCookie, SITE_CURRENCIES, type SiteCurrency } from '../../app/currency.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** The currency prices are shown in, remembered in a cookie that the server render reads. */
export function CurrencySelect() {
  const { t } = useTranslation();
  const { currency } = useSite();
  const { revalidate } = useRevalidator();
  const id = useId();

  return (
    <div className="currency-select">
      <label className="visually-hidden" htmlFor={id}>
        {t('header:currency')}
      </label>
      <select
        id={id}
        className="menu__button currency-select__control"
        value={currency}
        onChange={(event) => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers.
          document.cookie = currencyCookie(event.target.value as SiteCurrency);
          revalidate();
        }}
      >
        {SITE_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {CURRENCY_SYMBOLS[code] === code ? code : `${code} ${CURRENCY_SYMBOLS[code]}`}
          </option>
        ))}
      </select>
    </div>
  );
}
