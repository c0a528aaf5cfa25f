import { EDITOR_STEPS, REQUIRED_STEPS } from '../../../shared/owners/editorSteps.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import type { ListingEditorState } from './useListingEditor.ts';

/** The steps, each marked done or not; any step can be opened, in any order. */
export function EditorStepper({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const { editor, step, go } = editorState;
  const { score, done } = editor.completeness;
  return (
    <nav className="listing-editor__nav" aria-label={t('listingEditor:stepsLabel')}>
      <div className="listing-editor__meter">
        <label htmlFor="editor-completeness">{t('listingEditor:completeness', { score })}</label>
        <meter id="editor-completeness" min={0} max={100} low={50} high={99} optimum={100} value={score}>
          {score} %
        </meter>
      </div>
      <ol className="listing-editor__steps">
        {EDITOR_STEPS.map((item, index) => {
          const isDone = done.includes(item);
          return (
            <li key={item}>
              <button
                type="button"
                className={`listing-editor__step-link${isDone ? ' listing-editor__step-link--done' : ''}`}
                aria-current={item === step ? 'step' : undefined}
                data-step={item}
                onClick={() => go(item)}
              >
                <span className="listing-editor__step-mark" aria-hidden="true">
                  {isDone ? '✓' : index + 1}
                </span>
                <span>{t(`listingEditor:steps.${item}`)}</span>
                <span className="visually-hidden">
                  {isDone
                    ? t('listingEditor:stepDone')
                    : REQUIRED_STEPS.includes(item)
                      ? t('listingEditor:stepRequired')
                      : t('listingEditor:stepToDo')}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
