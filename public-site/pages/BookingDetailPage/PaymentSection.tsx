import { Link } from 'react-router';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import type { MoneyDocument, StatementLine } from '../../../shared/money/statement.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { MoneyFact } from '../../components/Trip/MoneyFact.tsx';
import { useTripDates } from '../../components/Trip/tripDates.ts';
import { priceLineLabel } from '../ProductPage/priceLineLabel.ts';

type Money = (amountEurMinor: number) => string;
type TFunction = ReturnType<typeof useTranslation>['t'];
type Dates = ReturnType<typeof useTripDates>;

/** Lines the site words itself (the snapshot's label is English); extras and covers keep their names. */
const WORDED = new Set(['rental', 'durationDiscount', 'captain', 'serviceFee', 'promoCode']);
export function snapshotLineLabel(line: BookingDetail['priceLines'][number], t: TFunction): string {
  if (!WORDED.has(line.key)) return line.params?.name ?? line.label;
  return priceLineLabel(line as Parameters<typeof priceLineLabel>[0], t);
}

/**
 * A statement line in the reader's words: what happened to the money, and the detail beneath it (the
 * payment it was, the policy's share, until when the deposit stays held). The statement is the
 * server's (src/modules/ledger/statement.ts): the page words it, it computes nothing.
 */
export function statementLineWords(
  line: StatementLine,
  owner: boolean,
  t: TFunction,
  money: Money,
  dates: Dates,
  timeZone: string | null,
): { label: string; detail: string | null } {
  const s = (key: string, options?: Record<string, unknown>) => t(`trips:statement.${key}`, options);
  const kind = line.paymentKind ? s(`paymentKind.${line.paymentKind}`) : null;
  const when = line.at ? dates.instant(line.at, timeZone) : null;
  const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ') || null;
  switch (line.kind) {
    case 'charged':
      return { label: s(owner ? 'chargedOwner' : 'charged'), detail: joined(kind, when) };
    case 'authorised':
      return {
        label:
          line.state === 'released'
            ? s('authorisedReleased')
            : s(owner ? 'authorisedHeldOwner' : 'authorisedHeld'),
        detail: joined(kind, when),
      };
    case 'due':
      return { label: s('due', { date: line.dueDate ? dates.day(line.dueDate) : '' }), detail: null };
    case 'atHarbour':
      return {
        label: line.state === 'done' ? s('atHarbourDone') : s(owner ? 'atHarbourOwner' : 'atHarbour'),
        detail: null,
      };
    case 'deposit': {
      if (line.state === 'toHold') return { label: s('depositToHold'), detail: null };
      if (line.state === 'released') return { label: s('depositReleased'), detail: when };
      if (line.state === 'captured')
        return {
          label: s('depositCaptured', { captured: money(line.deposit?.capturedAmount ?? 0) }),
          detail: when,
        };
      const until = line.deposit?.heldUntil;
      return {
        label: until ? s('depositHeldUntil', { date: dates.instant(until, timeZone) }) : s('depositHeld'),
        detail: null,
      };
    }
    case 'refunded': {
      if (line.refund?.reason === 'weather')
        return {
          label: s(owner ? 'refundedOwner' : 'refunded'),
          detail: joined(s('refundForWeather'), when),
        };
      const share =
        line.refund?.percentage !== null &&
        line.refund?.percentage !== undefined &&
        line.refund.daysBeforeStart !== null
          ? s('refundShare', { percentage: line.refund.percentage, count: line.refund.daysBeforeStart })
          : null;
      return { label: s(owner ? 'refundedOwner' : 'refunded'), detail: joined(share, when) };
    }
    case 'voucher':
      return { label: s(line.state === 'done' ? 'voucherIssued' : 'voucherSpent'), detail: when };
    case 'earning':
      return {
        label: s(
          line.state === 'onHold'
            ? 'earningOnHold'
            : line.state === 'upcoming'
              ? 'earningUpcoming'
              : 'earningDone',
        ),
        detail: null,
      };
    case 'payout':
      if (line.state === 'upcoming')
        return {
          label: line.dueDate ? s('payoutUpcoming', { date: dates.day(line.dueDate) }) : s('payoutToCome'),
          detail: null,
        };
      return { label: s(line.state === 'failed' ? 'payoutFailed' : 'payoutDone'), detail: when };
    default:
      return { label: s(line.kind), detail: null };
  }
}

/** What a line does to the money, as a sign before its amount: out of the card, back to it, or neither. */
const signOf = (line: StatementLine) =>
  line.kind === 'refunded' ||
  line.kind === 'serviceFeeWithheld' ||
  line.kind === 'insuranceWithheld' ||
  line.kind === 'commission'
    ? '−'
    : '';

function DocumentList({
  documents,
  language,
  timeZone,
}: {
  documents: MoneyDocument[];
  language: string;
  timeZone: string | null;
}) {
  const { t } = useTranslation();
  const dates = useTripDates();
  return (
    <>
      <h3>{t('trips:statement.documents')}</h3>
      {documents.length === 0 ? (
        <p className="muted" data-testid="no-documents">
          {t('trips:statement.noDocuments')}
        </p>
      ) : (
        <ul className="detail-documents" data-testid="money-documents">
          {documents.map((doc) => {
            const name = `${t(`trips:statement.document.${doc.kind}`)}${doc.number ? ` ${doc.number}` : ''}`;
            return (
              <li key={doc.id} data-document={doc.kind}>
                <a
                  href={`${doc.path}?_locale=${encodeURIComponent(language)}`}
                  download
                  aria-label={t('trips:statement.download', { name })}
                >
                  {name}
                </a>{' '}
                <small className="muted">· {dates.instant(doc.issuedAt, timeZone)}</small>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** Price lines of the snapshot, then the money statement: what was charged, held, due and refunded, the deposit, the documents. */
export function PaymentSection({ booking, money }: { booking: BookingDetail; money: Money }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const { balance, statement } = booking;
  const owner = booking.role === 'owner';
  const timeZone = booking.harbour.timeZone ?? null;
  const held = statement ? statement.totals.held : booking.heldAmount;
  const due = statement?.lines.find((line) => line.kind === 'due');
  return (
    <section className="detail-section" aria-labelledby="detail-payment">
      <h2 id="detail-payment">{t('trips:detail.payment')}</h2>
      {held > 0 && (
        <div className="detail-callout" data-testid="payment-on-hold">
          <h3>{t('trips:detail.onHoldTitle')}</h3>
          <p>
            {owner
              ? t('trips:detail.onHoldOwner', { amount: money(held) })
              : t('trips:detail.onHoldTenant', { amount: money(held) })}
          </p>
        </div>
      )}
      <table className="detail-prices">
        <caption className="visually-hidden">{t('trips:detail.priceLines')}</caption>
        <tbody>
          {booking.priceLines.map((line) => (
            <tr key={`${line.key}-${line.label}-${line.amount}`}>
              <th scope="row">{snapshotLineLabel(line, t)}</th>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('trips:money.total')}</th>
            <td>{money(booking.totalAmount)}</td>
          </tr>
          {booking.extrasAmount > 0 && (
            <tr data-testid="extras-amount">
              <th scope="row">{t('trips:money.extras')}</th>
              <td>{money(booking.extrasAmount)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      {statement && (
        <>
          <h3 id="detail-statement">{t('trips:statement.title')}</h3>
          <ul
            className="detail-movements detail-statement"
            aria-labelledby="detail-statement"
            data-testid="statement"
          >
            {statement.lines.map((line, index) => {
              const words = statementLineWords(line, owner, t, money, dates, timeZone);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the server's, in its order
                  key={`${line.kind}-${index}`}
                  data-line={line.kind}
                  data-state={line.state}
                >
                  <span>{words.label}</span>
                  <span className="detail-movements__amount" data-testid={`statement-${line.kind}`}>
                    {signOf(line)}
                    {money(line.amount)}
                  </span>
                  {words.detail && <small className="muted">{words.detail}</small>}
                </li>
              );
            })}
          </ul>
          <dl className="detail-facts detail-facts--money">
            {owner ? (
              statement.totals.ownerEarning !== null && (
                <MoneyFact
                  label={t('trips:statement.earningTotal')}
                  amount={money(statement.totals.ownerEarning)}
                  testId="earning-amount"
                />
              )
            ) : (
              <>
                <MoneyFact
                  label={t('trips:statement.paid')}
                  amount={money(statement.totals.paid)}
                  testId="paid-amount"
                />
                {statement.totals.voucherPaid > 0 && (
                  <MoneyFact
                    label={t('trips:statement.voucherPaid')}
                    amount={money(statement.totals.voucherPaid)}
                    testId="voucher-paid-amount"
                  />
                )}
                {statement.totals.due > 0 && (
                  <MoneyFact
                    label={t('trips:statement.toPay')}
                    amount={money(statement.totals.due)}
                    testId="due-amount"
                  />
                )}
              </>
            )}
            {statement.totals.refunded > 0 && (
              <MoneyFact
                label={t('trips:statement.refundedTotal')}
                amount={money(statement.totals.refunded)}
                testId="refunded-amount"
              />
            )}
          </dl>
        </>
      )}
      {!owner && due && balance?.payPath && (
        <div className="detail-callout" data-testid="balance-due">
          <p>
            {t('trips:detail.balanceDueOn', {
              amount: money(due.amount),
              date: due.dueDate ? dates.day(due.dueDate) : '',
            })}
          </p>
          <Link
            className="button button--accent"
            to={localizedPath(language, balance.payPath, defaultLanguage)}
          >
            {t('trips:detail.payBalance')}
          </Link>
        </div>
      )}
      {booking.documents && (owner ? booking.documents.length > 0 : true) && (
        <DocumentList documents={booking.documents} language={language} timeZone={timeZone} />
      )}
    </section>
  );
}
