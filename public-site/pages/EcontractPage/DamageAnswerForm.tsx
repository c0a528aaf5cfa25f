import { useState } from 'react';
import type { EcontractState } from '../../../shared/econtracts/econtracts.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { econtractApi, sendErrorKey } from './econtractClient.ts';

/**
 * The renter's side of a damage claim: what the owner declared, and their answer in their own
 * words before Bosun's team decides (the team reads both sides).
 */
export function DamageAnswerForm({
  state,
  onAnswered,
}: {
  state: EcontractState;
  onAnswered(next: EcontractState): void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | null>(null);
  const claim = state.damageClaim;
  if (state.viewerSide !== 'tenant' || !claim) return null;
  const estimate = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(
    claim.amountClaimed / 100,
  );

  async function answer() {
    try {
      const next = await readJson<EcontractState>(
        await browserApi(econtractApi.damageAnswer(state.bookingId), { method: 'POST', body: { text } }),
      );
      setStatus({ text: t('econtract:answer.sent') });
      onAnswered(next);
    } catch (error) {
      // In the page's language, whatever language the server's message is in.
      setStatus({ text: t(sendErrorKey(error)), failed: true });
    }
  }

  return (
    <section aria-labelledby="econtract-answer" className="econtract__claim" data-testid="damage-answer">
      <h2 id="econtract-answer">{t('econtract:answer.title')}</h2>
      <p>{t('econtract:answer.claim', { amount: estimate })}</p>
      <blockquote>{claim.description}</blockquote>
      {claim.tenantAnswer ? (
        <>
          <p>{t('econtract:answer.yours')}</p>
          <blockquote>{claim.tenantAnswer}</blockquote>
        </>
      ) : claim.answerable ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void answer();
          }}
        >
          <label>
            {t('econtract:answer.label')}
            <textarea value={text} rows={4} onChange={(e) => setText(e.target.value)} />
          </label>
          <button type="submit" className="button button--primary">
            {t('econtract:answer.submit')}
          </button>
        </form>
      ) : null}
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
