import { useState } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';
import type { ListingEditorState } from './useListingEditor.ts';

/** The listing's state, what still keeps it from moderation, and the button that sends it there. */
export function PublishPanel({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const { editor, go } = editorState;
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const { requiredMissing, missing } = editor.completeness;
  const recommended = missing.filter((step) => !requiredMissing.includes(step));
  const canSend = editor.state === 'draft' || editor.state === 'suspended';

  async function send() {
    setSending(true);
    const answer = await editorState.publish();
    setSending(false);
    setResult(answer ? 'sent' : 'failed');
  }

  return (
    <aside
      className="listing-editor__publish"
      aria-labelledby="editor-publish-title"
      data-testid="publish-panel"
    >
      <h3 id="editor-publish-title">{t(`listingEditor:state.${editor.state}`)}</h3>
      <p className="muted">{t(`listingEditor:stateHint.${editor.state}`)}</p>
      {editor.moderationReason && (
        <p>{t('listings:moderationReason', { reason: editor.moderationReason })}</p>
      )}
      {requiredMissing.length > 0 && (
        <>
          <p>{t('listingEditor:publish.missing')}</p>
          <ul className="listing-editor__missing" data-testid="missing-steps">
            {requiredMissing.map((step) => (
              <li key={step}>
                <button type="button" className="listing-editor__link" onClick={() => go(step)}>
                  {t(`listingEditor:steps.${step}`)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {recommended.length > 0 && (
        <p className="muted">
          {t('listingEditor:publish.recommended', {
            steps: recommended.map((step) => t(`listingEditor:steps.${step}`)).join(', '),
          })}
        </p>
      )}
      {canSend && (
        <button
          type="button"
          className="button button--accent"
          disabled={sending || requiredMissing.length > 0}
          onClick={send}
        >
          {t('listingEditor:publish.send')}
        </button>
      )}
      <p role="status" className="listing-editor__status">
        {result === 'sent' ? t('listingEditor:publish.sent') : result === 'failed' ? editorState.message : ''}
      </p>
    </aside>
  );
}
