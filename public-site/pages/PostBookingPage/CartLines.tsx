import type { PostBookingCart } from '../../../shared/checkout/checkout.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** A post-booking cart's cover lines and its total, in the cart's currency. */
export function CartLines({ cart, money }: { cart: PostBookingCart; money: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <dl className="checkout-lines">
      {cart.items.map((item) => (
        <div key={item.insuranceKey} className="checkout-line">
          <dt>{item.name}</dt>
          <dd>{money(item.amount)}</dd>
        </div>
      ))}
      <div className="checkout-line checkout-line--total">
        <dt>{t('checkout:price.total')}</dt>
        <dd data-testid="cart-total">{money(cart.totalAmount)}</dd>
      </div>
    </dl>
  );
}
