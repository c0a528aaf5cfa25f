import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ibanProblem } from '../../../shared/payouts/iban.ts';
import { payoutPaths } from '../../../shared/payouts/payoutPaths.ts';
import type { Earnings, OwnerType } from '../../../shared/payouts/payouts.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { EURO, loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { useTripMoney } from '../../components/Trip/tripMoney.ts';
import '../../styles/earnings.css';

export function head(t: TFunction) {
  return { title: t('earnings:title'), description: t('earnings:description') };
}

export function loader(context: ScreenLoaderContext) {
  return loadTripPage<Earnings>(context, payoutPaths.earnings);
}

/**
 * account/earnings (DESIGN.md, "Owner earnings and payouts"): what the owner is owed and when it leaves, their payouts (sent, failed),
 * each booking's gross, commission and net with its commission invoice, the yearly statements, and the
 * bank details the money goes to. Phone first: one column of cards, a table only from tablet width.
 */
export default function EarningsPage() {
  const page = usePageData<TripPageData<Earnings | null>>();
  const { t } = useTranslation();
  return (
    <AccountShell titleId="account-title">
      <section className="earnings" aria-labelledby="earnings-title">
        <h2 id="earnings-title">{t('earnings:title')}</h2>
        {page.answer ? <EarningsView earnings={page.answer} /> : <TripLoadFailed />}
      </section>
    </AccountShell>
  );
}

function useDates() {
  const { language } = useSite();
  const day = (date: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const instant = (at: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(at));
  return { day, instant };
}

function EarningsView({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  const money = useTripMoney(EURO);
  const { day, instant } = useDates();
  return (
    <>
      <dl className="earnings__summary" data-testid="earnings-summary">
        <div
          className={
            earnings.balance < 0 ? 'earnings__figure earnings__figure--negative' : 'earnings__figure'
          }
        >
          <dt>{t('earnings:summary.balance')}</dt>
          <dd data-testid="earnings-balance">{money(earnings.balance)}</dd>
        </div>
        <div className="earnings__figure">
          <dt>{t('earnings:summary.upcoming')}</dt>
          <dd>{money(earnings.upcomingTotal)}</dd>
        </div>
        <div className="earnings__figure">
          <dt>{t('earnings:summary.nextPayout')}</dt>
          <dd>{earnings.nextPayoutDate ? day(earnings.nextPayoutDate) : '—'}</dd>
        </div>
        <div className="earnings__figure">
          <dt>{t('earnings:summary.paid')}</dt>
          <dd>{money(earnings.paidTotal)}</dd>
        </div>
      </dl>
      {earnings.balance < 0 ? <p className="earnings__note">{t('earnings:summary.negative')}</p> : null}
      {earnings.details.missing.length > 0 ? (
        <p className="earnings__note earnings__note--warning" data-testid="earnings-missing">
          {t('earnings:details.missing')}
        </p>
      ) : null}

      <section aria-labelledby="earnings-upcoming">
        <h3 id="earnings-upcoming">{t('earnings:upcoming.title')}</h3>
        {earnings.upcoming.length === 0 ? (
          <p className="earnings__empty">{t('earnings:upcoming.empty')}</p>
        ) : (
          <ul className="earnings__list" data-testid="earnings-upcoming">
            {earnings.upcoming.map((u) => (
              <li key={u.bookingId} className="earnings__card">
                <p className="earnings__card-title">
                  {u.listingTitle} <span className="earnings__ref">{u.reference}</span>
                </p>
                <p
                  className={
                    u.amount < 0 ? 'earnings__amount earnings__amount--negative' : 'earnings__amount'
                  }
                >
                  {money(u.amount)}
                </p>
                <p className="earnings__when">
                  {u.hold
                    ? t(`earnings:hold.${u.hold}`)
                    : t(u.amount < 0 ? 'earnings:upcoming.deducted' : 'earnings:upcoming.expected', {
                        date: day(u.expectedOn ?? u.payableOn),
                      })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="earnings-payouts">
        <h3 id="earnings-payouts">{t('earnings:payouts.title')}</h3>
        {earnings.payouts.length === 0 ? (
          <p className="earnings__empty">{t('earnings:payouts.empty')}</p>
        ) : (
          <ul className="earnings__list" data-testid="earnings-payouts">
            {earnings.payouts.map((p) => (
              <li key={p.id} className={`earnings__card earnings__card--${p.status}`} data-status={p.status}>
                <p className="earnings__amount">{money(p.amount)}</p>
                <p className="earnings__when">
                  {p.status === 'failed'
                    ? t('earnings:payouts.failed', {
                        date: instant(p.failedAt ?? p.createdAt),
                        reason: t(`earnings:failure.${p.failureCode ?? 'provider_error'}`),
                      })
                    : p.status === 'pending'
                      ? t('earnings:payouts.pending')
                      : t('earnings:payouts.sent', { date: instant(p.sentAt ?? p.createdAt) })}
                </p>
                <p className="earnings__refs">{p.bookings.map((b) => b.reference).join(', ')}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="earnings-bookings">
        <h3 id="earnings-bookings">{t('earnings:bookings.title')}</h3>
        {earnings.bookings.length === 0 ? (
          <p className="earnings__empty">{t('earnings:bookings.empty')}</p>
        ) : (
          <ul className="earnings__list earnings__lines" data-testid="earnings-bookings">
            {earnings.bookings.map((b) => (
              <li
                key={b.bookingId}
                className="earnings__card"
                data-booking={b.reference}
                data-state={b.state}
              >
                <p className="earnings__card-title">
                  {b.listingTitle} <span className="earnings__ref">{b.reference}</span>
                </p>
                <p className="earnings__when">{day(b.startDate)}</p>
                <dl className="earnings__breakdown">
                  <div>
                    <dt>{t('earnings:bookings.gross')}</dt>
                    <dd>{money(b.gross)}</dd>
                  </div>
                  <div>
                    <dt>{t('earnings:bookings.commission')}</dt>
                    <dd>−{money(b.commission)}</dd>
                  </div>
                  {b.damages !== 0 ? (
                    <div>
                      <dt>{t('earnings:bookings.damages')}</dt>
                      <dd>{money(b.damages)}</dd>
                    </div>
                  ) : null}
                  <div className="earnings__net">
                    <dt>{t('earnings:bookings.net')}</dt>
                    <dd>{money(b.net)}</dd>
                  </div>
                </dl>
                <p className="earnings__state">
                  {b.state === 'paid' && b.paidOn
                    ? t('earnings:state.paidOn', { date: instant(b.paidOn) })
                    : t(`earnings:state.${b.state}`)}
                </p>
                {b.commissionInvoice ? (
                  <a className="earnings__invoice" href={b.commissionInvoice.path} download>
                    {t('earnings:bookings.invoice', { number: b.commissionInvoice.number })}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {earnings.years.length > 0 ? (
        <section aria-labelledby="earnings-statements">
          <h3 id="earnings-statements">{t('earnings:statements.title')}</h3>
          <p className="earnings__note">{t('earnings:statements.help')}</p>
          <ul className="earnings__years">
            {earnings.years.map((year) => (
              <li key={year}>
                <a href={payoutPaths.statement(year)} download>
                  {t('earnings:statements.csv', { year })}
                </a>{' '}
                <a href={payoutPaths.statement(year, 'pdf')} download>
                  {t('earnings:statements.pdf', { year })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <PayoutDetailsForm earnings={earnings} />
    </>
  );
}

function PayoutDetailsForm({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const details = earnings.details;
  const [ownerType, setOwnerType] = useState<OwnerType>(details.ownerType);
  const [holder, setHolder] = useState(details.accountHolder ?? '');
  const [iban, setIban] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = ibanProblem(iban);
    if (problem) {
      setErrors({ iban: problem });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await readJson(
        await browserApi(payoutPaths.details, {
          method: 'PUT',
          body: { ownerType, accountHolder: holder, iban, currentPassword: password },
        }),
      );
      setIban('');
      setPassword('');
      setStatus({ text: t('earnings:details.saved'), failed: false });
      revalidator.revalidate();
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields;
      if (fields) setErrors(fields);
      setStatus({ text: (failure as Error).message, failed: true });
    } finally {
      setBusy(false);
    }
  };

  const onboard = async () => {
    try {
      const { url } = await readJson<{ url: string }>(
        await browserApi(payoutPaths.onboarding, { method: 'POST' }),
      );
      window.location.assign(url);
    } catch (failure) {
      setStatus({ text: (failure as Error).message, failed: true });
    }
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <span className="earnings__error" id={`earnings-${name}-error`} role="alert">
        {t(`earnings:errors.${errors[name]}`, { defaultValue: t('earnings:errors.invalid') })}
      </span>
    ) : null;

  return (
    <section aria-labelledby="earnings-details" className="earnings__details">
      <h3 id="earnings-details">{t('earnings:details.title')}</h3>
      {details.ibanMasked ? (
        <p data-testid="earnings-iban">
          {details.accountHolder ?? ''} · {details.ibanMasked}
        </p>
      ) : null}
      {details.onboarding ? (
        <button type="button" className="button button--primary" onClick={onboard}>
          {t('earnings:details.onboarding')}
        </button>
      ) : (
        <form className="earnings__form" onSubmit={submit} noValidate>
          <fieldset>
            <legend>{t('earnings:details.ownerType')}</legend>
            {(['private', 'professional'] as const).map((type) => (
              <label key={type} className="earnings__radio">
                <input
                  type="radio"
                  name="ownerType"
                  value={type}
                  checked={ownerType === type}
                  onChange={() => setOwnerType(type)}
                />
                {t(`earnings:details.${type}`)}
              </label>
            ))}
          </fieldset>
          <label>
            {t('earnings:details.holder')}
            <input
              name="accountHolder"
              autoComplete="name"
              value={holder}
              onChange={(e) => setHolder(e.target.value)}
              aria-invalid={!!errors.accountHolder}
            />
            {fieldError('accountHolder')}
          </label>
          <label>
            {t('earnings:details.iban')}
            <input
              name="iban"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              placeholder="FR76 3000 6000 0112 3456 7890 189"
              value={iban}
              onChange={(e) => setIban(e.target.value)}
              aria-invalid={!!errors.iban}
              aria-describedby={errors.iban ? 'earnings-iban-error' : undefined}
            />
            {fieldError('iban')}
          </label>
          <label>
            {t('earnings:details.password')}
            <input
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={!!errors.currentPassword}
            />
            {fieldError('currentPassword')}
          </label>
          <p className="earnings__note">{t('earnings:details.notice')}</p>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('earnings:details.save')}
          </button>
        </form>
      )}
      <p
        className={`trip-status-line${status?.failed ? ' trip-status-line--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {status?.text ?? ''}
      </p>
    </section>
  );
}
