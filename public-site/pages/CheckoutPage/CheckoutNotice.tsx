import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** A payment-area page that cannot go on: a title, a sentence and a way out. */
export function CheckoutNotice({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  return (
    <section
      className="checkout-notice container"
      aria-labelledby="checkout-notice-title"
      data-testid={testId}
    >
      <h1 id="checkout-notice-title">{title}</h1>
      <p>{text}</p>
      <div className="checkout-notice__actions">
        {action}
        <Link className="button button--ghost" to={localizedPath(language, '/', defaultLanguage)}>
          {t('checkout:notice.home')}
        </Link>
      </div>
    </section>
  );
}
