import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EcontractState, Inspection } from '../../../shared/econtracts/econtracts.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { BoatDrawing, zoneAt } from './BoatDrawing.tsx';
import {
  BOAT_ZONES,
  type BoatZone,
  compressPhoto,
  draftKey,
  dropDraft,
  econtractApi,
  FUEL_LEVELS,
  isOffline,
  newId,
  type PendingPhoto,
  readDraft,
  sendErrorKey,
  uploadPhoto,
  withoutFixed,
  writeDraft,
} from './econtractClient.ts';

interface DamageDraft {
  id: string;
  zone: BoatZone;
  x: number | null;
  y: number | null;
  description: string;
  /** Client ids of the photos (PendingPhoto), mapped to the server's ids on sending. */
  photos: string[];
  isNew: boolean;
}

interface FormDraft {
  clientId: string;
  skipperName: string;
  idDocument: string;
  licenceNumber: string;
  fuelLevel: number;
  engineHours: string;
  equipment: Record<string, { present: boolean; working: boolean }>;
  damages: DamageDraft[];
  remarks: string;
  photos: PendingPhoto[];
  /** The phone could not send it: it goes when the network returns. */
  queued: boolean;
}

/** The check-out starts from the check-in: the same skipper, equipment and known damages. */
function initialDraft(state: EcontractState, kind: 'in' | 'out'): FormDraft {
  const from: Inspection | null = kind === 'out' ? state.checkIn : null;
  const photos: PendingPhoto[] = (from?.photos ?? []).map((p) => ({
    clientId: `server-${p.id}`,
    dataUrl: p.url,
    takenAt: p.takenAt ?? p.receivedAt,
    serverId: p.id,
  }));
  return {
    clientId: newId(),
    skipperName: from?.skipper?.name ?? '',
    idDocument: from?.skipper?.idDocument ?? '',
    licenceNumber: from?.skipper?.licenceNumber ?? '',
    fuelLevel: from?.fuelLevel ?? 100,
    engineHours: from?.engineHours != null ? String(from.engineHours) : '',
    equipment: Object.fromEntries(
      state.equipmentKeys.map((key) => {
        const before = from?.equipment.find((e) => e.key === key);
        return [key, { present: before?.present ?? true, working: before?.working ?? true }];
      }),
    ),
    damages: (from?.damages ?? []).map((d) => ({
      id: d.id,
      zone: d.zone as BoatZone,
      x: d.x,
      y: d.y,
      description: d.description,
      photos: d.photoIds.map((id) => `server-${id}`),
      isNew: false,
    })),
    remarks: '',
    photos,
    queued: false,
  };
}

/**
 * The check-in or check-out form, phone first. Everything typed is kept on the phone as it is typed
 * (localStorage); sending uploads the photos, then the form, each under its client id; cut off,
 * the page says so and sends it all again when the browser is back online.
 */
export function InspectionForm({ state, kind }: { state: EcontractState; kind: 'in' | 'out' }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const navigate = useNavigate();
  const id = useId();
  const key = draftKey(state.bookingId, kind);
  const [draft, setDraft] = useState<FormDraft>(() => initialDraft(state, kind));
  const [status, setStatus] = useState<{ text: string; failed?: boolean; offline?: boolean } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const restored = useRef(false);
  const confirmPath = localizedPath(
    language,
    `/booking/${state.bookingId}/econtract/${kind}/confirm`,
    defaultLanguage,
  );
  const existing = kind === 'in' ? state.checkIn : state.checkOut;

  // What the phone kept from an earlier visit (or before a network cut) comes back first.
  useEffect(() => {
    const kept = readDraft<FormDraft>(key);
    if (kept) setDraft(kept);
    restored.current = true;
  }, [key]);
  useEffect(() => {
    if (restored.current) writeDraft(key, draft);
  }, [key, draft]);

  // A fixed answer drops its error at once: only what is still wrong stays marked.
  const update = (change: Partial<FormDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setFields((f) => withoutFixed(f, Object.keys(change)));
  };
  const updateDamage = (damageId: string, change: Partial<DamageDraft>) => {
    setDraft((d) => ({ ...d, damages: d.damages.map((x) => (x.id === damageId ? { ...x, ...change } : x)) }));
    setFields((f) => withoutFixed(f, ['damages']));
  };
  const addDamage = (place?: { x: number; y: number }) =>
    setDraft((d) => ({
      ...d,
      damages: [
        ...d.damages,
        {
          id: newId(),
          zone: place ? zoneAt(place.x, place.y) : 'deck',
          x: place?.x ?? null,
          y: place?.y ?? null,
          description: '',
          photos: [],
          isNew: kind === 'out',
        },
      ],
    }));

  async function addPhotos(damageId: string, files: FileList | null) {
    if (!files) return;
    for (const file of Array.from(files)) {
      const photo: PendingPhoto = {
        clientId: newId(),
        dataUrl: await compressPhoto(file),
        takenAt: new Date().toISOString(),
        serverId: null,
      };
      setDraft((d) => ({
        ...d,
        photos: [...d.photos, photo],
        damages: d.damages.map((x) =>
          x.id === damageId ? { ...x, photos: [...x.photos, photo.clientId] } : x,
        ),
      }));
    }
  }

  const send = useCallback(
    async (current: FormDraft) => {
      setSending(true);
      setStatus({ text: t('econtract:form.sending') });
      try {
        const photos = [...current.photos];
        for (const [index, photo] of photos.entries()) {
          if (photo.serverId !== null) continue;
          photos[index] = { ...photo, serverId: await uploadPhoto(state.bookingId, photo) };
          // Kept at once: a cut after this photo does not send it twice (its client id would answer it anyway).
          writeDraft(key, { ...current, photos });
        }
        const serverIdOf = new Map(photos.map((p) => [p.clientId, p.serverId]));
        const body = {
          clientId: current.clientId,
          skipper: {
            name: current.skipperName,
            idDocument: current.idDocument,
            licenceNumber: current.licenceNumber,
          },
          fuelLevel: current.fuelLevel,
          engineHours: Number(current.engineHours || 0),
          equipment: Object.entries(current.equipment).map(([k, v]) => ({ key: k, ...v })),
          damages: current.damages.map((d) => ({
            id: d.id,
            zone: d.zone,
            x: d.x,
            y: d.y,
            description: d.description,
            photoIds: d.photos
              .map((p) => serverIdOf.get(p))
              .filter((v): v is number => typeof v === 'number'),
            isNew: d.isNew,
          })),
          remarks: current.remarks,
        };
        await readJson(
          await browserApi(econtractApi.inspection(state.bookingId, kind), { method: 'POST', body }),
        );
        dropDraft(key);
        navigate(confirmPath);
      } catch (error) {
        if (isOffline(error)) {
          const queued = { ...readDraft<FormDraft>(key), ...current, queued: true } as FormDraft;
          writeDraft(key, queued);
          setDraft((d) => ({ ...d, queued: true }));
          setStatus({ text: t('econtract:offline.saved'), offline: true });
        } else {
          setFields((error as { fields?: Record<string, string> }).fields ?? {});
          // In the page's language, whatever language the server's message is in.
          setStatus({ text: t(sendErrorKey(error)), failed: true });
        }
      } finally {
        setSending(false);
      }
    },
    [confirmPath, key, kind, navigate, state.bookingId, t],
  );

  // Back online: what waited on the phone goes now.
  useEffect(() => {
    const retry = () => {
      const kept = readDraft<FormDraft>(key);
      if (kept?.queued) void send(kept);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [key, send]);

  if (existing && (existing.status === 'signed' || existing.tenantSignedAt || existing.ownerSignedAt)) {
    return (
      <p className="econtract__notice">
        {t('econtract:form.alreadyRecorded')} <a href={confirmPath}>{t('econtract:form.toSignatures')}</a>
      </p>
    );
  }
  if (state.viewerSide === 'staff')
    return <p className="econtract__notice">{t('econtract:staffReadOnly')}</p>;

  const photoOf = (clientId: string) => draft.photos.find((p) => p.clientId === clientId);
  const fieldError = (name: string) =>
    fields[name] ? (
      <span className="econtract__field-error" id={`${id}-${name}-error`}>
        {t(`econtract:errors.${fields[name]}`, { defaultValue: fields[name] })}
      </span>
    ) : null;

  return (
    <form
      className="econtract__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(draft);
      }}
    >
      {draft.queued && (
        <p className="econtract__offline" role="status" data-testid="econtract-offline">
          {t('econtract:offline.saved')}
        </p>
      )}
      <fieldset>
        <legend>{t('econtract:form.skipper')}</legend>
        <label>
          {t('econtract:form.skipperName')}
          <input
            value={draft.skipperName}
            autoComplete="name"
            required
            onChange={(e) => update({ skipperName: e.target.value })}
          />
          {fieldError('skipper.name')}
        </label>
        <label>
          {t('econtract:form.idDocument')}
          <input value={draft.idDocument} required onChange={(e) => update({ idDocument: e.target.value })} />
          {fieldError('skipper.idDocument')}
        </label>
        {state.licenceRequired && (
          <label>
            {t('econtract:form.licence')}
            <input
              value={draft.licenceNumber}
              required
              onChange={(e) => update({ licenceNumber: e.target.value })}
            />
            {fieldError('skipper.licenceNumber')}
          </label>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('econtract:form.boat')}</legend>
        <label>
          {t('econtract:form.fuel')}
          <select value={draft.fuelLevel} onChange={(e) => update({ fuelLevel: Number(e.target.value) })}>
            {FUEL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level} %
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('econtract:form.engineHours')}
          <input
            inputMode="decimal"
            value={draft.engineHours}
            onChange={(e) => update({ engineHours: e.target.value.replace(',', '.') })}
          />
          {fieldError('engineHours')}
        </label>
      </fieldset>

      {state.equipmentKeys.length > 0 && (
        <fieldset>
          <legend>{t('econtract:form.equipment')}</legend>
          <table className="econtract__equipment">
            <thead>
              <tr>
                <th scope="col">{t('econtract:form.item')}</th>
                <th scope="col">{t('econtract:form.present')}</th>
                <th scope="col">{t('econtract:form.working')}</th>
              </tr>
            </thead>
            <tbody>
              {state.equipmentKeys.map((item) => {
                const label = t(`search:equipment.${item}`, { defaultValue: item });
                const value = draft.equipment[item] ?? { present: true, working: true };
                const set = (change: Partial<typeof value>) =>
                  update({ equipment: { ...draft.equipment, [item]: { ...value, ...change } } });
                return (
                  <tr key={item}>
                    <th scope="row">{label}</th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${label}: ${t('econtract:form.present')}`}
                        checked={value.present}
                        onChange={(e) => set({ present: e.target.checked })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${label}: ${t('econtract:form.working')}`}
                        checked={value.working}
                        onChange={(e) => set({ working: e.target.checked })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
      )}

      <fieldset>
        <legend>{t('econtract:form.damages')}</legend>
        <p className="muted">{t('econtract:form.damagesHelp')}</p>
        <BoatDrawing
          productType={state.productType}
          markers={
            draft.damages.filter((d) => d.x !== null && d.y !== null) as {
              id: string;
              x: number;
              y: number;
            }[]
          }
          onPlace={(place) => addDamage(place)}
          label={t('econtract:form.drawing')}
        />
        <button type="button" className="button button--ghost" onClick={() => addDamage()}>
          {t('econtract:form.addDamage')}
        </button>
        {draft.damages.length === 0 && <p>{t('econtract:form.noDamage')}</p>}
        <ol className="econtract__damages">
          {draft.damages.map((damage, index) => (
            <li key={damage.id} className="econtract__damage" data-testid="econtract-damage">
              <h3>{t('econtract:form.damageNumber', { n: index + 1 })}</h3>
              <label>
                {t('econtract:form.zone')}
                <select
                  value={damage.zone}
                  onChange={(e) => updateDamage(damage.id, { zone: e.target.value as BoatZone })}
                >
                  {BOAT_ZONES.map((zone) => (
                    <option key={zone} value={zone}>
                      {t(`econtract:zones.${zone}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('econtract:form.description')}
                <textarea
                  value={damage.description}
                  rows={2}
                  onChange={(e) => updateDamage(damage.id, { description: e.target.value })}
                />
              </label>
              {kind === 'out' && (
                <label className="econtract__inline">
                  <input
                    type="checkbox"
                    checked={damage.isNew}
                    onChange={(e) => updateDamage(damage.id, { isNew: e.target.checked })}
                  />
                  {t('econtract:form.isNew')}
                </label>
              )}
              <label className="button button--ghost econtract__camera">
                {t('econtract:form.takePhoto')}
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  multiple
                  className="visually-hidden"
                  data-testid="econtract-photo-input"
                  onChange={(e) => void addPhotos(damage.id, e.target.files)}
                />
              </label>
              <ul className="econtract__photos">
                {damage.photos.map((clientId) => {
                  const photo = photoOf(clientId);
                  return photo ? (
                    <li key={clientId}>
                      <img
                        src={photo.dataUrl}
                        alt={t('econtract:form.photoAlt', { n: index + 1 })}
                        width="96"
                        height="72"
                      />
                      <small>{new Date(photo.takenAt).toLocaleString(language)}</small>
                    </li>
                  ) : null;
                })}
              </ul>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => update({ damages: draft.damages.filter((d) => d.id !== damage.id) })}
              >
                {t('econtract:form.removeDamage')}
              </button>
            </li>
          ))}
        </ol>
      </fieldset>

      <label>
        {t('econtract:form.remarks')}
        <textarea value={draft.remarks} rows={3} onChange={(e) => update({ remarks: e.target.value })} />
      </label>

      {kind === 'in' && state.deposit.amount > 0 && (
        <p className="econtract__notice">{t('econtract:form.depositReminder')}</p>
      )}
      <p
        className={status?.failed ? 'econtract__error' : 'econtract__status'}
        role="status"
        aria-live="polite"
      >
        {status?.text}
      </p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {t('econtract:form.submit')}
      </button>
    </form>
  );
}
