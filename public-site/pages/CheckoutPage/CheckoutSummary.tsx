import type { CheckoutActivity, CheckoutSession } from '../../../shared/checkout/checkout.ts';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useMoney } from './checkoutMoney.ts';

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** What is being booked: the boat (or activity), its dates, people, owner and harbour. */
export function CheckoutSummary({
  session,
  activity,
}: {
  session: CheckoutSession;
  activity: CheckoutActivity | null;
}) {
  const { t } = useTranslation();
  const date = useDateFormat(DAY);
  const money = useMoney(session.session.currency);
  const { product, owner, localization, booking } = session;
  const start = new Date(`${booking.startAt}T00:00:00Z`);
  const end = new Date(`${booking.endAt}T00:00:00Z`);
  const title = activity?.title ?? product.name;
  const image = activity?.coverUrl ?? product.image;
  return (
    <section className="checkout-card checkout-summary" aria-labelledby="checkout-summary-title">
      {image && <img className="checkout-summary__image" src={image} alt="" width={480} height={270} />}
      <div className="checkout-summary__body">
        <h2 id="checkout-summary-title">{title}</h2>
        {activity ? (
          <p className="muted">{activity.localization.city}</p>
        ) : (
          <p className="muted">
            {[product.builderName, product.modelName].filter(Boolean).join(' ')}
            {product.buildYear ? ` · ${product.buildYear}` : ''}
            {product.rating !== null && product.ratingsNumber > 0
              ? ` · ★ ${product.rating.toFixed(1)} (${product.ratingsNumber})`
              : ''}
          </p>
        )}
        <dl className="checkout-facts">
          <div>
            <dt>{t('checkout:summary.dates')}</dt>
            <dd data-testid="checkout-dates">
              {booking.startAt === booking.endAt ? date(start) : `${date(start)} – ${date(end)}`}
              {booking.halfDayPeriod && ` · ${t(`product:booking.${booking.halfDayPeriod}`)}`}
            </dd>
          </div>
          <div>
            <dt>{t('checkout:summary.people')}</dt>
            <dd>{booking.numberOfPeople}</dd>
          </div>
          <div>
            <dt>{t('checkout:summary.harbour')}</dt>
            <dd>
              {localization.harbor}, {localization.city}
            </dd>
          </div>
          <div>
            <dt>{t('checkout:summary.owner')}</dt>
            <dd>
              {owner.name}
              {owner.isSuperOwner && <span className="checkout-tag">{t('checkout:summary.superOwner')}</span>}
              {owner.isPro && <span className="checkout-tag">{t('checkout:summary.pro')}</span>}
            </dd>
          </div>
          {!activity && product.deposit > 0 && (
            <div>
              <dt>{t('checkout:summary.deposit')}</dt>
              <dd>{money(product.deposit)}</dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}
