import { useRef, useState } from 'react';
import type { EcontractState } from '../../../shared/econtracts/econtracts.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useTypedBeforeHydration } from '../../components/CardPayment/useTypedBeforeHydration.ts';
import { econtractApi, sendErrorKey } from './econtractClient.ts';

const money = (minor: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(minor / 100);

/**
 * The deposit before the check-in: the renter holds it on their card (an authorisation, nothing
 * charged). With the sandbox its test card form is here; the owner sees whether it is held.
 */
export function DepositForm({
  state,
  onHeld,
}: {
  state: EcontractState;
  onHeld(next: EcontractState): void;
}) {
  const { t, i18n } = useTranslation();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) =>
    setCard({ cardNumber: typed('cardNumber'), expiry: typed('expiry'), cvc: typed('cvc') }),
  );
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = money(state.deposit.amount, i18n.language);
  const held = state.deposit.status === 'held';

  async function hold() {
    setBusy(true);
    setStatus({ text: t('econtract:deposit.holding') });
    try {
      await readJson(
        await browserApi(econtractApi.depositIntent(state.bookingId), { method: 'POST', body: {} }),
      );
      const [month, year] = card.expiry.split('/').map((v) => v.trim());
      const next = await readJson<EcontractState>(
        await browserApi(econtractApi.depositConfirm(state.bookingId), {
          method: 'POST',
          body: { card: { cardNumber: card.cardNumber, expMonth: month, expYear: year, cvc: card.cvc } },
        }),
      );
      // The held paragraph says it now: the amount appears once on the page.
      setStatus(null);
      onHeld(next);
    } catch (error) {
      // In the page's language, whatever language the server's message is in.
      setStatus({ text: t(sendErrorKey(error)), failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="econtract-deposit" className="econtract__deposit">
      <h2 id="econtract-deposit">{t('econtract:deposit.title')}</h2>
      {held ? (
        <p data-testid="econtract-deposit-held">{t('econtract:deposit.held', { amount })}</p>
      ) : state.viewerSide !== 'tenant' ? (
        <p>{t('econtract:deposit.ownerWaits')}</p>
      ) : (
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            void hold();
          }}
        >
          <p>{t('econtract:deposit.explain', { amount })}</p>
          <label>
            {t('econtract:deposit.cardNumber')}
            <input
              inputMode="numeric"
              autoComplete="cc-number"
              name="cardNumber"
              value={card.cardNumber}
              onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
            />
          </label>
          <label>
            {t('econtract:deposit.expiry')}
            <input
              autoComplete="cc-exp"
              placeholder="MM/YY"
              name="expiry"
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: e.target.value })}
            />
          </label>
          <label>
            {t('econtract:deposit.cvc')}
            <input
              inputMode="numeric"
              autoComplete="cc-csc"
              name="cvc"
              value={card.cvc}
              onChange={(e) => setCard({ ...card, cvc: e.target.value })}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('econtractMore:handover.holdButton')}
          </button>
        </form>
      )}
      <p
        className={status?.failed ? 'econtract__error' : 'econtract__status'}
        role="status"
        aria-live="polite"
      >
        {status?.text}
      </p>
    </section>
  );
}
