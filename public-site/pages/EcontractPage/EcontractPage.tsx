import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { EcontractState } from '../../../shared/econtracts/econtracts.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { useDateFormat, usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import './econtract.css';
import { ConfirmStep } from './ConfirmStep.tsx';
import { econtractApi } from './econtractClient.ts';
import { InspectionForm } from './InspectionForm.tsx';

type Kind = 'in' | 'out';
type Step = 'form' | 'confirm';

export interface EcontractPageData extends TripPageData<EcontractState | null> {
  kind: Kind;
  step: Step;
}

const STEPS: Record<string, { kind: Kind; step: Step }> = {
  econtractIn: { kind: 'in', step: 'form' },
  econtractInConfirm: { kind: 'in', step: 'confirm' },
  econtractOut: { kind: 'out', step: 'form' },
  econtractOutConfirm: { kind: 'out', step: 'confirm' },
};

export function head(t: TFunction, data?: unknown) {
  const page = data as EcontractPageData | undefined;
  const title = t(`econtract:title.${page?.kind ?? 'in'}`);
  return { title: page?.answer ? `${title} · ${page.answer.listingTitle}` : title };
}

/** booking/{id}/econtract/in, /in/confirm, /out, /out/confirm: 404 for anyone but the two parties and staff. */
export async function loader(context: ScreenLoaderContext) {
  const result = await loadTripPage<EcontractState>(
    context,
    econtractApi.state(context.route.params.bookingId ?? ''),
  );
  if (!result.data) return result;
  return {
    ...result,
    data: { ...(result.data as object), ...(STEPS[context.route.name] ?? STEPS.econtractIn) },
  };
}

export default function EcontractPage() {
  const page = usePageData<EcontractPageData>();
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  if (!page.answer) {
    return (
      <div className="econtract container">
        <TripLoadFailed />
      </div>
    );
  }
  const state = page.answer;
  const link = (path: string) => localizedPath(language, path, defaultLanguage);
  const recorded = page.kind === 'in' ? state.checkIn : state.checkOut;
  // Once one party recorded the inspection, the other reviews it and signs: never a blank form.
  const reviewing =
    recorded !== null &&
    (state.viewerSide === 'staff' ||
      recorded.recordedBy !== state.viewerSide ||
      recorded.status === 'signed');
  const closedFor = !recorded && handoverClosed(state, page.kind);
  return (
    <div className="econtract container" data-kind={page.kind} data-step={page.step}>
      <p className="econtract__back">
        <Link to={link(`/booking/${state.bookingId}/detail`)}>{t('econtract:backToBooking')}</Link>
      </p>
      <h1>{t(`econtract:title.${page.kind}`)}</h1>
      <p className="muted">{state.listingTitle}</p>
      {page.step === 'form' && !reviewing ? (
        closedFor ? (
          <HandoverClosed kind={page.kind} state={state} />
        ) : (
          <InspectionForm key={`${state.bookingId}-${page.kind}`} state={state} kind={page.kind} />
        )
      ) : (
        <ConfirmStep key={`${state.bookingId}-${page.kind}`} initial={state} kind={page.kind} />
      )}
    </div>
  );
}

/** Before the window opens (or once the check-in's has closed), the form is not offered. */
function handoverClosed(state: EcontractState, kind: 'in' | 'out'): boolean {
  if (!state.handover) return false;
  const status = kind === 'in' ? state.handover.checkIn : state.handover.checkOut;
  // A closed check-in matters only while the booking still waits for it.
  return status === 'notYet' || (status === 'closed' && state.bookingStatus === 'accepted');
}

/** When the handover opens, said in the page's language and the reader's clock. */
function HandoverClosed({ kind, state }: { kind: 'in' | 'out'; state: EcontractState }) {
  const { t } = useTranslation();
  const handover = state.handover;
  const formatWhen = useDateFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: handover?.timeZone,
  });
  if (!handover) return null;
  const opens = new Date(kind === 'in' ? handover.checkInOpensAt : handover.checkOutOpensAt);
  return (
    <p className="econtract__notice" role="status" data-testid="econtract-not-open">
      {(kind === 'in' ? handover.checkIn : handover.checkOut) === 'notYet'
        ? t(`econtractMore:handover.opensOn.${kind}`, { when: formatWhen(opens) })
        : t('econtractMore:handover.closed')}
    </p>
  );
}
