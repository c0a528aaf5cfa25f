import { useCallback, useEffect, useState } from 'react';
import type { PointGroup } from 'signature_pad';
import type { EcontractState, Inspection } from '../../../shared/econtracts/econtracts.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { DamageAnswerForm } from './DamageAnswerForm.tsx';
import { DamageClaimForm } from './DamageClaimForm.tsx';
import { DepositForm } from './DepositForm.tsx';
import {
  draftKey,
  dropDraft,
  econtractApi,
  isOffline,
  readDraft,
  sendErrorKey,
  writeDraft,
} from './econtractClient.ts';
import { SignatureField } from './SignatureField.tsx';
import { TypedSignatureField } from './TypedSignatureField.tsx';

/** How often the page asks the server itself, only while the live stream is down. */
const FALLBACK_POLL_MS = 20_000;

/** What the phone sends (or keeps until the network returns): drawn strokes, or the typed name. */
interface PendingSignature {
  contractId: number;
  remarks?: string;
  method?: 'drawn' | 'typed';
  strokes?: PointGroup[];
  typedName?: string;
  typedConsent?: boolean;
  png: string;
}

/**
 * The confirm page: both read the summary in their own language and each signs from their own
 * phone. A signature that cannot leave the phone waits in localStorage and goes when `online` fires;
 * the other party's signature arrives live through `GET /api/v6/events` (a slow poll stands in while
 * the stream is unavailable).
 */
export function ConfirmStep({ initial, kind }: { initial: EcontractState; kind: 'in' | 'out' }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const [state, setState] = useState(initial);
  const [strokes, setStrokes] = useState<PointGroup[]>([]);
  const [png, setPng] = useState('');
  // A person who cannot draw types their name instead (keyboard and screen reader usable).
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState({ name: '', consent: false, png: '' });
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | null>(null);
  const [queued, setQueued] = useState(false);
  // The reviewer's own remarks on the other party's record, sent with their signature.
  const [remarks, setRemarks] = useState('');
  const key = draftKey(state.bookingId, `${kind}-signature`);
  const inspection = kind === 'in' ? state.checkIn : state.checkOut;
  const side = state.viewerSide;
  const mySignedAt =
    side === 'tenant' ? inspection?.tenantSignedAt : side === 'owner' ? inspection?.ownerSignedAt : null;

  const refresh = useCallback(async () => {
    const response = await browserApi(econtractApi.state(state.bookingId)).catch(() => null);
    if (response?.ok) setState((await response.json()) as EcontractState);
  }, [state.bookingId]);

  const send = useCallback(
    async (signature: PendingSignature) => {
      setStatus({ text: t('econtract:confirm.signing') });
      try {
        await readJson<Inspection>(
          await browserApi(econtractApi.signature(state.bookingId, signature.contractId), {
            method: 'POST',
            body: {
              method: signature.method ?? 'drawn',
              strokes: signature.strokes,
              typedName: signature.typedName,
              typedConsent: signature.typedConsent,
              remarks: signature.remarks || undefined,
              png: signature.png,
            },
          }),
        );
        dropDraft(key);
        setQueued(false);
        setStatus({ text: t('econtract:confirm.signed') });
        await refresh();
      } catch (error) {
        if (isOffline(error)) {
          writeDraft(key, signature);
          setQueued(true);
          setStatus({ text: t('econtract:offline.saved') });
        } else {
          setStatus({ text: t(sendErrorKey(error)), failed: true });
        }
      }
    },
    [key, refresh, state.bookingId, t],
  );

  useEffect(() => {
    const kept = readDraft<PendingSignature>(key);
    if (kept) setQueued(true);
    const retry = () => {
      const waiting = readDraft<PendingSignature>(key);
      if (waiting) void send(waiting);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [key, send]);

  // Until both signed, the other phone's signature arrives by the tab's live events; a slow poll
  // asks the server only while the stream is not connected (blocked proxy, poor network).
  // After the seal, the PDF's link is still to come: the page listens until it has it.
  const done = inspection?.status === 'signed' && inspection.pdfUrl !== null;
  useEffect(() => {
    if (done) return;
    let stop: (() => void)[] = [];
    let streamOpen: () => boolean = () => false;
    let cancelled = false;
    const reload = () => void refresh();
    import('../../app/liveEvents.ts').then(({ subscribe, streamIsOpen }) => {
      if (cancelled) return;
      streamOpen = streamIsOpen;
      stop = [
        subscribe('econtract.signed', (signed) => {
          if (signed.bookingId === state.bookingId && signed.kind === kind) reload();
        }),
        subscribe('econtract.pdfReady', (ready) => {
          if (ready.bookingId === state.bookingId && ready.kind === kind) reload();
        }),
        subscribe('reconnected', reload),
        subscribe('resync', reload),
      ];
    });
    const timer = window.setInterval(() => {
      if (!streamOpen()) reload();
    }, FALLBACK_POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      for (const unsubscribe of stop) unsubscribe();
    };
  }, [done, refresh, state.bookingId, kind]);

  if (!inspection) {
    return (
      <p className="econtract__notice">
        {t('econtract:confirm.notRecorded')}{' '}
        <a href={localizedPath(language, `/booking/${state.bookingId}/econtract/${kind}`, defaultLanguage)}>
          {t('econtract:confirm.toForm')}
        </a>
      </p>
    );
  }

  // The party who did not fill the form reviews it: they may add remarks to what they sign.
  const reviewer = side !== 'staff' && inspection.recordedBy !== null && inspection.recordedBy !== side;
  return (
    <div className="econtract__confirm">
      {reviewer && !mySignedAt && inspection.status !== 'signed' && (
        <p className="econtract__notice" data-testid="econtract-review">
          {t(`econtractMore:handover.review.${inspection.recordedBy ?? 'owner'}`)}
        </p>
      )}
      <InspectionSummary inspection={inspection} />
      {kind === 'in' && state.deposit.amount > 0 && (
        <DepositForm state={state} onHeld={(next) => setState(next)} />
      )}
      <section aria-labelledby="econtract-signatures">
        <h2 id="econtract-signatures">{t('econtract:confirm.signatures')}</h2>
        <ul className="econtract__signed">
          <li data-testid="econtract-tenant-signed">
            {t('econtract:confirm.renter')}:{' '}
            {inspection.tenantSignedAt
              ? t('econtract:confirm.signedAt', {
                  at: new Date(inspection.tenantSignedAt).toLocaleString(language),
                })
              : t('econtract:confirm.waiting')}
            {inspection.tenantSignatureMethod === 'typed' && ` (${t('econtractMore:typed.mark')})`}
          </li>
          <li data-testid="econtract-owner-signed">
            {t('econtract:confirm.owner')}:{' '}
            {inspection.ownerSignedAt
              ? t('econtract:confirm.signedAt', {
                  at: new Date(inspection.ownerSignedAt).toLocaleString(language),
                })
              : t('econtract:confirm.waiting')}
            {inspection.ownerSignatureMethod === 'typed' && ` (${t('econtractMore:typed.mark')})`}
          </li>
        </ul>
        {inspection.status === 'signed' ? (
          <p className="econtract__done" role="status" data-testid="econtract-sealed">
            {t('econtractMore:handover.sealed')}{' '}
            {inspection.pdfUrl ? (
              <a href={inspection.pdfUrl} data-testid="econtract-pdf">
                {t('econtract:confirm.pdf')}
              </a>
            ) : (
              t('econtract:confirm.pdfSoon')
            )}
          </p>
        ) : side === 'staff' ? (
          <p>{t('econtract:staffReadOnly')}</p>
        ) : mySignedAt ? (
          <p role="status">{t('econtract:confirm.waitingOther')}</p>
        ) : (
          <>
            {reviewer && (
              <label className="econtract__remarks">
                {t('econtractMore:handover.remarksLabel')}
                <textarea
                  value={remarks}
                  maxLength={2000}
                  rows={3}
                  data-testid="econtract-review-remarks"
                  onChange={(event) => setRemarks(event.target.value)}
                />
              </label>
            )}
            <p>{t('econtract:confirm.signHelp')}</p>
            {typing ? (
              <TypedSignatureField
                name={typed.name}
                consent={typed.consent}
                onChange={(name, consent, image) => setTyped({ name, consent, png: image })}
              />
            ) : (
              <SignatureField
                label={t('econtract:confirm.padLabel')}
                clearLabel={t('econtract:confirm.clear')}
                strokes={strokes}
                onChange={(next, image) => {
                  setStrokes(next);
                  setPng(image);
                }}
              />
            )}
            <button
              type="button"
              className="button button--ghost"
              data-testid="econtract-type-instead"
              onClick={() => setTyping(!typing)}
            >
              {typing ? t('econtractMore:typed.drawInstead') : t('econtractMore:typed.typeInstead')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-testid="econtract-sign"
              disabled={
                queued ||
                (typing ? typed.name.trim().length < 2 || !typed.consent || !typed.png : strokes.length === 0)
              }
              onClick={() =>
                void send(
                  typing
                    ? {
                        contractId: inspection.id,
                        method: 'typed',
                        typedName: typed.name.trim(),
                        typedConsent: true,
                        remarks: remarks.trim(),
                        png: typed.png,
                      }
                    : { contractId: inspection.id, method: 'drawn', strokes, remarks: remarks.trim(), png },
                )
              }
            >
              {t('econtract:confirm.sign')}
            </button>
          </>
        )}
        {queued && (
          <p className="econtract__offline" data-testid="econtract-offline">
            {t('econtract:offline.saved')}
          </p>
        )}
        <p
          className={status?.failed ? 'econtract__error' : 'econtract__status'}
          role="status"
          aria-live="polite"
        >
          {status?.text}
        </p>
      </section>
      {kind === 'out' && side === 'owner' && state.damageClaim && (
        <p className="econtract__notice" role="status" data-testid="econtract-claim-sent">
          {t('econtract:claim.sent')}
        </p>
      )}
      {kind === 'out' && state.damageDeclarableUntil && (
        <DamageClaimForm state={state} onDeclared={(next) => setState(next)} />
      )}
      {kind === 'out' && state.damageClaim && (
        <DamageAnswerForm state={state} onAnswered={(next) => setState(next)} />
      )}
    </div>
  );
}

function InspectionSummary({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="econtract-summary" className="econtract__summary">
      <h2 id="econtract-summary">{t('econtract:confirm.summary')}</h2>
      <dl>
        <dt>{t('econtract:form.skipper')}</dt>
        <dd>
          {inspection.skipper?.name} · {inspection.skipper?.idDocument}
          {inspection.skipper?.licenceNumber ? ` · ${inspection.skipper.licenceNumber}` : ''}
        </dd>
        <dt>{t('econtract:form.fuel')}</dt>
        <dd>{inspection.fuelLevel} %</dd>
        <dt>{t('econtract:form.engineHours')}</dt>
        <dd>{inspection.engineHours}</dd>
        <dt>{t('econtract:form.equipment')}</dt>
        <dd>
          {inspection.equipment.length === 0
            ? '—'
            : inspection.equipment
                .map(
                  (e) =>
                    `${t(`search:equipment.${e.key}`, { defaultValue: e.key })}: ${e.present ? t('econtract:form.present') : t('econtract:confirm.missing')}, ${e.working ? t('econtract:form.working') : t('econtract:confirm.broken')}`,
                )
                .join(' · ')}
        </dd>
      </dl>
      <h3>{t('econtract:form.damages')}</h3>
      {inspection.damages.length === 0 ? (
        <p>{t('econtract:form.noDamage')}</p>
      ) : (
        <ol>
          {inspection.damages.map((d) => (
            <li key={d.id}>
              {t(`econtract:zones.${d.zone}`)}: {d.description}
              {d.isNew ? ` (${t('econtract:confirm.new')})` : ''}
            </li>
          ))}
        </ol>
      )}
      <h3>{t('econtractMore:handover.remarksTitle')}</h3>
      {inspection.remarks || inspection.tenantRemarks || inspection.ownerRemarks ? (
        <ul className="econtract__remarks-list" data-testid="econtract-remarks">
          {inspection.remarks && <li>{inspection.remarks}</li>}
          {inspection.tenantRemarks && (
            <li>
              {t('econtractMore:handover.remarkBy', {
                who: t('econtract:confirm.renter'),
                text: inspection.tenantRemarks,
              })}
            </li>
          )}
          {inspection.ownerRemarks && (
            <li>
              {t('econtractMore:handover.remarkBy', {
                who: t('econtract:confirm.owner'),
                text: inspection.ownerRemarks,
              })}
            </li>
          )}
        </ul>
      ) : (
        <p>—</p>
      )}
      <ul className="econtract__photos">
        {inspection.photos.map((photo) => (
          <li key={photo.id}>
            <img src={photo.url} alt="" width="96" height="72" loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
