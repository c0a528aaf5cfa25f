import { useState } from 'react';
import type { EcontractState, InspectionPhoto } from '../../../shared/econtracts/econtracts.ts';
import { DAMAGE_ANSWER_MAX_PHOTOS } from '../../../shared/econtracts/paths.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import {
  compressPhoto,
  econtractApi,
  newId,
  type PendingPhoto,
  sendErrorKey,
  uploadPhoto,
} from './econtractClient.ts';

/**
 * The two sides of a damage claim. The renter reads what the owner declared and answers before
 * Bosun's team decides, in their own words and with their photos; the owner reads that answer. The
 * photos are sent one by one under their client ids when the answer is sent, so a retry uploads
 * nothing twice.
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
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | null>(null);
  const claim = state.damageClaim;
  if (state.viewerSide === 'staff' || !claim) return null;
  const estimate = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(
    claim.amountClaimed / 100,
  );
  const isRenter = state.viewerSide === 'tenant';

  async function addPhotos(files: FileList | null) {
    const room = DAMAGE_ANSWER_MAX_PHOTOS - photos.length;
    const added: PendingPhoto[] = [];
    for (const file of Array.from(files ?? []).slice(0, Math.max(0, room))) {
      added.push({
        clientId: newId(),
        dataUrl: await compressPhoto(file),
        takenAt: new Date(file.lastModified || Date.now()).toISOString(),
        serverId: null,
      });
    }
    setPhotos((current) => [...current, ...added]);
  }

  async function answer() {
    setSending(true);
    try {
      const sent = [...photos];
      for (const [index, photo] of sent.entries()) {
        if (photo.serverId === null)
          sent[index] = { ...photo, serverId: await uploadPhoto(state.bookingId, photo) };
      }
      setPhotos(sent);
      const next = await readJson<EcontractState>(
        await browserApi(econtractApi.damageAnswer(state.bookingId), {
          method: 'POST',
          body: { text, photoIds: sent.map((p) => p.serverId) },
        }),
      );
      setStatus({ text: t('econtract:answer.sent') });
      onAnswered(next);
    } catch (error) {
      // In the page's language, whatever language the server's message is in.
      setStatus({ text: t(sendErrorKey(error)), failed: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="econtract-answer" className="econtract__claim" data-testid="damage-answer">
      <h2 id="econtract-answer">{t(isRenter ? 'econtract:answer.title' : 'econtract:answer.ownerTitle')}</h2>
      <p>
        {isRenter
          ? t('econtract:answer.claim', { amount: estimate })
          : t('econtract:answer.ownerClaim', { amount: estimate })}
      </p>
      <blockquote>{claim.description}</blockquote>
      {claim.tenantAnswer ? (
        <>
          <p>{t(isRenter ? 'econtract:answer.yours' : 'econtract:answer.renters')}</p>
          <blockquote data-testid="damage-answer-text">{claim.tenantAnswer}</blockquote>
          <AnswerPhotos photos={claim.tenantAnswerPhotos} />
        </>
      ) : isRenter && claim.answerable ? (
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
          <label className="button button--ghost econtract__camera">
            {t('econtract:answer.addPhotos', { max: DAMAGE_ANSWER_MAX_PHOTOS })}
            <input
              type="file"
              accept="image/*"
              multiple
              className="visually-hidden"
              data-testid="damage-answer-photo-input"
              disabled={photos.length >= DAMAGE_ANSWER_MAX_PHOTOS}
              onChange={(e) => void addPhotos(e.target.files)}
            />
          </label>
          {photos.length > 0 && (
            <ul className="econtract__photos">
              {photos.map((photo, index) => (
                <li key={photo.clientId}>
                  <img src={photo.dataUrl} alt={t('econtract:answer.photoAlt', { n: index + 1 })} />
                  <button
                    type="button"
                    className="button"
                    onClick={() =>
                      setPhotos((current) => current.filter((p) => p.clientId !== photo.clientId))
                    }
                  >
                    {t('econtract:answer.removePhoto', { n: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('econtract:answer.submit')}
          </button>
        </form>
      ) : !isRenter ? (
        <p>{t('econtract:answer.noAnswerYet')}</p>
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

/** The answer's photos as the server serves them (to the two parties and staff only). */
function AnswerPhotos({ photos }: { photos: InspectionPhoto[] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className="econtract__photos" data-testid="damage-answer-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url}>
            <img
              src={photo.url}
              alt={t('econtract:answer.photoAlt', { n: index + 1 })}
              width={photo.width}
              height={photo.height}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
