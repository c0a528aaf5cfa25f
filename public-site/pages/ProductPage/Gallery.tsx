import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';

const SWIPE_PX = 40;

/** The pictures: one large at a time, arrows, thumbnails; arrow keys and swipes move through them. */
export function Gallery({ pictures, title }: { pictures: { url: string; alt: string }[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  if (pictures.length === 0) return null;
  const count = pictures.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? 1 : -1);
  };
  const picture = pictures[index];
  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t('product:gallery.label', { title })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes arrow keys, as the APG pattern does.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="gallery__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <img
          src={picture.url}
          alt={picture.alt || title}
          width="1200"
          height="800"
          fetchPriority={index === 0 ? 'high' : 'auto'}
          draggable={false}
        />
        <p className="gallery__counter" aria-live="polite">
          {t('product:gallery.position', { index: index + 1, count })}
        </p>
        {count > 1 && (
          <>
            <button type="button" className="gallery__arrow gallery__arrow--previous" onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('product:gallery.previous')}</span>
            </button>
            <button type="button" className="gallery__arrow gallery__arrow--next" onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('product:gallery.next')}</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbnails">
          {pictures.map((thumbnail, position) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                aria-current={position === index}
                aria-label={t('product:gallery.show', { index: position + 1 })}
                onClick={() => setIndex(position)}
              >
                <img src={thumbnail.url} alt="" loading="lazy" width="120" height="80" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
