import {
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { listingPhotosUrl } from '../../../shared/owners/photoPaths.ts';
import type { ListingPhoto, ListingPhotos as ListingPhotosAnswer } from '../../../shared/owners/photos.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { PhotoUploadError, uploadPhoto } from './photoUpload.ts';
import './listingPhotos.css';

/** An answer read by the shared schema (with zod), loaded when the photos are first read, not with the editor. */
async function parsePhotos(answer: unknown): Promise<ListingPhotosAnswer> {
  const { listingPhotosSchema } = await import('../../../shared/owners/photos.ts');
  return listingPhotosSchema.parse(answer);
}

/** A file on its way: its progress, then done or its reason for failing. */
interface Upload {
  key: string;
  name: string;
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: PhotoUploadError['reason'];
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The photos step of the listing editor (issue 17): several files at once from a phone or a desktop,
 * each with its progress and its own error; order by dragging or by keyboard (buttons, or the arrow
 * keys on a focused photo, each move announced); the first photo is the cover.
 */
export function ListingPhotos({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<ListingPhotosAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [actionFailed, setActionFailed] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const items = useRef(new Map<number, HTMLButtonElement>());
  const inputId = useId();
  const hintId = useId();

  async function load() {
    setLoadFailed(false);
    try {
      setAnswer(await parsePhotos(await readJson(await browserApi(listingPhotosUrl(productId)))));
    } catch {
      setLoadFailed(true);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again only for another listing
  useEffect(() => {
    void load();
  }, [productId]);

  const photos = answer?.photos ?? [];
  const processing = answer?.processing ?? [];
  const stillProcessing = processing.some((upload) => upload.error === null);

  // Photos sent straight to the store are made ready by a job: look again until none is left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: polls while something is processing
  useEffect(() => {
    if (!stillProcessing) return;
    const timer = setTimeout(async () => {
      try {
        const next = await parsePhotos(await readJson(await browserApi(listingPhotosUrl(productId))));
        // An upload or a change made meanwhile answered a newer list: keep it.
        setAnswer((current) => (current === answer ? next : current));
      } catch {
        setAnswer((current) => (current === answer && current ? { ...current } : current));
      }
    }, 2000);
    return () => clearTimeout(timer);
  }, [answer, stillProcessing]);

  function setUpload(key: string, change: Partial<Upload>) {
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }

  function addFiles(files: File[]) {
    if (!answer || files.length === 0) return;
    const added = files.map((file, index) => ({
      file,
      upload: {
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        progress: 0,
        state: 'waiting' as const,
      },
    }));
    setUploads((current) => [...current.filter((u) => u.state !== 'done'), ...added.map((a) => a.upload)]);
    for (const { file, upload } of added) {
      // One at a time: each file gets the whole connection, and the server one photo to make at once.
      queue.current = queue.current.then(async () => {
        if (file.size > answer.maxBytes)
          return setUpload(upload.key, { state: 'failed', error: 'photoTooLarge' });
        setUpload(upload.key, { state: 'sending' });
        try {
          const next = await uploadPhoto(productId, file, (progress) => setUpload(upload.key, { progress }));
          setAnswer(next);
          setUpload(upload.key, { state: 'done', progress: 1 });
          setAnnouncement(t('listingPhotos:uploaded', { name: file.name }));
        } catch (err) {
          const reason = err instanceof PhotoUploadError ? err.reason : 'server';
          // Its row says why, as an alert: read out once, not a second time by the live region.
          setUpload(upload.key, { state: 'failed', error: reason });
        }
      });
    }
  }

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    addFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  }

  async function change(request: Promise<Response>, optimistic?: ListingPhoto[]) {
    const before = answer;
    if (optimistic && answer)
      setAnswer({ ...answer, photos: optimistic.map((p, i) => ({ ...p, isCover: i === 0 })) });
    setActionFailed(false);
    try {
      setAnswer(await parsePhotos(await readJson(await request)));
      return true;
    } catch {
      setAnswer(before);
      setActionFailed(true);
      return false;
    }
  }

  async function moveTo(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    const reordered = move(photos, from, to);
    const ok = await change(
      browserApi(`${listingPhotosUrl(productId)}/order`, {
        method: 'PUT',
        body: { photoIds: reordered.map((p) => p.id) },
      }),
      reordered,
    );
    if (!ok) return;
    setAnnouncement(t('listingPhotos:moved', { position: to + 1, count: photos.length }));
    // Focus follows the photo, so that the arrow keys keep moving the same one.
    requestAnimationFrame(() => items.current.get(reordered[to].id)?.focus());
  }

  async function makeCover(photo: ListingPhoto) {
    const ok = await change(
      browserApi(`${listingPhotosUrl(productId)}/${photo.id}/cover`, { method: 'POST' }),
    );
    if (ok) setAnnouncement(t('listingPhotos:coverSet'));
  }

  async function remove(photo: ListingPhoto, index: number) {
    const ok = await change(
      browserApi(`${listingPhotosUrl(productId)}/${photo.id}`, { method: 'DELETE' }),
      photos.filter((p) => p.id !== photo.id),
    );
    if (!ok) return;
    setAnnouncement(t('listingPhotos:deleted'));
    const next = photos.filter((p) => p.id !== photo.id)[Math.min(index, photos.length - 2)];
    if (next) requestAnimationFrame(() => items.current.get(next.id)?.focus());
  }

  function onPhotoKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    void moveTo(index, index + step);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDropping(false);
    if (event.dataTransfer.files.length > 0) addFiles(Array.from(event.dataTransfer.files));
  }

  if (loadFailed)
    return (
      <div className="listing-photos" role="alert">
        <p>{t('listingPhotos:loadFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void load()}>
          {t('listingPhotos:retry')}
        </button>
      </div>
    );
  if (!answer)
    return (
      <div className="listing-photos" aria-busy="true">
        <p className="muted">{t('listingPhotos:loading')}</p>
      </div>
    );

  return (
    <section className="listing-photos" aria-label={t('listingPhotos:title')} data-testid="listing-photos">
      <fieldset
        className={`listing-photos__drop${dropping ? ' listing-photos__drop--over' : ''}`}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setDropping(true);
          }
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
      >
        <legend className="visually-hidden">{t('listingPhotos:title')}</legend>
        <label htmlFor={inputId} className="button button--primary">
          {t('listingPhotos:choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          aria-describedby={hintId}
          onChange={chooseFiles}
          data-testid="listing-photos-input"
        />
        <p id={hintId} className="muted">
          {t('listingPhotos:hint', {
            size: Math.round(answer.maxBytes / 1024 / 1024),
            count: answer.maxPhotos,
          })}
        </p>
      </fieldset>

      {uploads.length > 0 && (
        <ul className="listing-photos__uploads" aria-label={t('listingPhotos:uploads')}>
          {uploads.map((upload) => (
            <li key={upload.key} data-state={upload.state}>
              <span className="listing-photos__file">{upload.name}</span>
              {upload.state === 'failed' ? (
                <span className="listing-photos__error" role="alert">
                  {t(`listingPhotos:errors.${upload.error ?? 'server'}`, { name: upload.name })}
                </span>
              ) : (
                <progress
                  max={100}
                  value={Math.round(upload.progress * 100)}
                  aria-label={t('listingPhotos:progress', { name: upload.name })}
                >
                  {Math.round(upload.progress * 100)} %
                </progress>
              )}
              {upload.state === 'sending' && upload.progress >= 1 && (
                <span className="muted">{t('listingPhotos:processing')}</span>
              )}
              {/* finished is seen on the row too, not only heard through the live region */}
              {upload.state === 'done' && (
                <span className="listing-photos__done">
                  {t('listingPhotos:uploaded', { name: upload.name })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      {processing.length > 0 && (
        <ul className="listing-photos__uploads" data-testid="listing-photos-processing">
          {processing.map((upload) => (
            <li key={upload.id} data-state={upload.error ? 'failed' : 'processing'}>
              <span className="listing-photos__file">{upload.name}</span>
              {upload.error ? (
                <span className="listing-photos__error" role="alert">
                  {t(`listingPhotos:errors.${upload.error}`, { name: upload.name })}
                </span>
              ) : (
                <span className="muted">{t('listingPhotos:processing')}</span>
              )}
            </li>
          ))}
        </ul>
      )}

      {actionFailed && (
        <p className="listing-photos__error" role="alert">
          {t('listingPhotos:actionFailed')}
        </p>
      )}

      {photos.length === 0 ? (
        <p className="listing-photos__empty" data-testid="listing-photos-empty">
          {t('listingPhotos:empty')}
        </p>
      ) : (
        <>
          <p className="muted" id={`${hintId}-order`}>
            {t('listingPhotos:orderHint')}
          </p>
          <ol className="listing-photos__grid" aria-describedby={`${hintId}-order`}>
            {photos.map((photo, index) => (
              <li
                key={photo.id}
                className={`listing-photos__item${dragged === index ? ' listing-photos__item--dragged' : ''}`}
                draggable
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.stopPropagation();
                  void moveTo(dragged, index);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
                data-testid="listing-photo"
              >
                <button
                  type="button"
                  className="listing-photos__handle"
                  ref={(node) => {
                    if (node) items.current.set(photo.id, node);
                    else items.current.delete(photo.id);
                  }}
                  aria-label={t('listingPhotos:photoLabel', { position: index + 1, count: photos.length })}
                  aria-describedby={`${hintId}-order`}
                  onKeyDown={(event) => onPhotoKey(event, index)}
                  data-testid="listing-photo-handle"
                >
                  {index + 1}
                </button>
                <picture>
                  {photo.sources.map((source) => (
                    <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="200px" />
                  ))}
                  <img src={photo.url} alt={photo.alt ?? ''} width={200} height={150} loading="lazy" />
                </picture>
                {photo.isCover && <span className="listing-photos__cover">{t('listingPhotos:cover')}</span>}
                <div className="listing-photos__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void moveTo(index, index - 1)}
                    disabled={index === 0}
                    aria-label={t('listingPhotos:moveEarlier', { position: index + 1 })}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void moveTo(index, index + 1)}
                    disabled={index === photos.length - 1}
                    aria-label={t('listingPhotos:moveLater', { position: index + 1 })}
                  >
                    →
                  </button>
                  {!photo.isCover && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => void makeCover(photo)}
                    >
                      {t('listingPhotos:makeCover')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void remove(photo, index)}
                    aria-label={t('listingPhotos:deleteLabel', { position: index + 1 })}
                  >
                    {t('listingPhotos:delete')}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="listing-photos-announcement">
        {announcement}
      </p>
    </section>
  );
}

/** The editor's photos step may import it either way. */
export default ListingPhotos;
