import { useTranslation } from '../../app/useTranslation.ts';
import { ListingPhotos } from '../../components/ListingPhotos/ListingPhotos.tsx';
import type { ListingEditorState } from './useListingEditor.ts';

/** The photos: their manager uploads and orders them itself; this step only frames it. */
export function PhotosStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  return (
    <section className="listing-editor__step" aria-labelledby="editor-step-title">
      <h3 id="editor-step-title" tabIndex={-1}>
        {t('listingEditor:steps.photos')}
      </h3>
      <p className="muted">{t('listingEditor:photos.hint')}</p>
      <ListingPhotos productId={String(editorState.editor.id)} />
      <div className="listing-editor__actions">
        <button className="button button--primary" type="button" onClick={() => editorState.go('equipment')}>
          {t('listingEditor:continue')}
        </button>
      </div>
    </section>
  );
}
