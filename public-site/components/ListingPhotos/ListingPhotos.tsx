import { useEffect, useState } from 'react';
import { type ListingEditor, listingEditorPaths } from '../../../shared/owners/editor.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/**
 * PLACEHOLDER until the photo manager (issue 17's upload part, built alongside) replaces this file:
 * it lists the listing's pictures, read-only, from the editor's GET. Same props as the manager.
 */
export function ListingPhotos({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [pictures, setPictures] = useState<ListingEditor['pictures'] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    browserApi(listingEditorPaths.editor(productId), { signal: controller.signal })
      .then((response) => readJson<ListingEditor>(response))
      .then((editor) => setPictures(editor.pictures))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [productId]);
  if (failed) return <p role="alert">{t('listingEditor:errors.generic')}</p>;
  if (pictures === null) return <p aria-busy="true">{t('listingEditor:loading')}</p>;
  if (pictures.length === 0) return <p className="muted">{t('listingEditor:photos.none')}</p>;
  return (
    <ul className="listing-photos">
      {pictures.map((picture) => (
        <li key={picture.id}>
          <img src={picture.url} alt={picture.alt ?? ''} width={160} height={110} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
