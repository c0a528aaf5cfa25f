import { useState } from 'react';
import type { EcontractState } from '../../../shared/econtracts/econtracts.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { econtractApi, newId, sendErrorKey } from './econtractClient.ts';

/**
 * The owner declares a damage within 24 hours of the signed check-out: a description and their
 * estimate; the claim goes to Bosun's team with both inspections. One client id per form, so a
 * double tap or a retry declares once.
 */
export function DamageClaimForm({
  state,
  onDeclared,
}: {
  state: EcontractState;
  onDeclared(next: EcontractState): void;
}) {
  const { t, i18n } = useTranslation();
  const [clientId] = useState(newId);
  const [description, setDescription] = useState('');
  const [estimate, setEstimate] = useState('');
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | null>(null);
  if (state.viewerSide !== 'owner' || !state.damageDeclarableUntil) return null;
  const until = new Date(state.damageDeclarableUntil).toLocaleString(i18n.language);

  async function declare() {
    try {
      const next = await readJson<EcontractState>(
        await browserApi(econtractApi.damageClaim(state.bookingId), {
          method: 'POST',
          body: {
            clientId,
            description,
            estimateAmount: Math.round(Number(estimate.replace(',', '.')) * 100),
          },
        }),
      );
      setStatus({ text: t('econtract:claim.sent') });
      onDeclared(next);
    } catch (error) {
      // In the page's language, whatever language the server's message is in.
      setStatus({ text: t(sendErrorKey(error)), failed: true });
    }
  }

  // The owner says the boat came back clean: the deposit is released now, not when the window ends.
  async function waive() {
    try {
      const next = await readJson<EcontractState>(
        await browserApi(econtractApi.noDamage(state.bookingId), { method: 'POST', body: {} }),
      );
      setStatus({ text: t('econtract:claim.noDamageDone') });
      onDeclared(next);
    } catch (error) {
      // In the page's language, whatever language the server's message is in.
      setStatus({ text: t(sendErrorKey(error)), failed: true });
    }
  }

  return (
    <section aria-labelledby="econtract-claim" className="econtract__claim">
      <h2 id="econtract-claim">{t('econtract:claim.title')}</h2>
      <p>{t('econtract:claim.until', { until })}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void declare();
        }}
      >
        <label>
          {t('econtract:claim.description')}
          <textarea value={description} rows={3} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label>
          {t('econtract:claim.estimate')}
          <input inputMode="decimal" value={estimate} onChange={(e) => setEstimate(e.target.value)} />
        </label>
        <button type="submit" className="button button--primary">
          {t('econtract:claim.submit')}
        </button>
      </form>
      {state.deposit.status === 'held' && (
        <button type="button" className="button" onClick={() => void waive()}>
          {t('econtract:claim.noDamage')}
        </button>
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
