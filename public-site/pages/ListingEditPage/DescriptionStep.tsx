import { useState } from 'react';
import { LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { StepForm } from './StepForm.tsx';
import type { ListingEditorState } from './useListingEditor.ts';

/** The description in the owner's language first, and in any others the owner writes. */
export function DescriptionStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const { language } = useSite();
  const saved = editorState.editor.descriptions;
  const [descriptions, setDescriptions] = useState<{ language: LanguageCode; description: string }[]>(
    saved.length > 0 ? saved : [{ language, description: '' }],
  );
  const [adding, setAdding] = useState<LanguageCode | ''>('');
  const unused = LANGUAGES.filter((l) => !descriptions.some((d) => d.language === l.code));
  const { fields } = editorState;
  const update = (index: number, description: string) =>
    setDescriptions(descriptions.map((d, i) => (i === index ? { ...d, description } : d)));
  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.description"
      hintKey="listingEditor:description.hint"
      onSubmit={() => editorState.save('description', { descriptions }, 'photos')}
    >
      {descriptions.map((entry, index) => {
        const id = `editor-description-${entry.language}`;
        const error = fields[`descriptions.${index}.description`];
        const name = LANGUAGES.find((l) => l.code === entry.language)?.name ?? entry.language;
        return (
          <div key={entry.language} className={error ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={id}>
              {t('listingEditor:description.in', { language: name })}
            </label>
            <textarea
              id={id}
              className="field__input listing-editor__textarea"
              lang={entry.language}
              rows={6}
              value={entry.description}
              onChange={(event) => update(index, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p className="field__error" id={`${id}-error`}>
                {error}
              </p>
            )}
            {descriptions.length > 1 && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setDescriptions(descriptions.filter((_, i) => i !== index))}
              >
                {t('listingEditor:remove', { name })}
              </button>
            )}
          </div>
        );
      })}
      {fields.descriptions && <p className="field__error">{fields.descriptions}</p>}
      {unused.length > 0 && (
        <div className="listing-editor__add">
          <label className="field__label" htmlFor="editor-add-language">
            {t('listingEditor:description.addLanguage')}
          </label>
          <div className="listing-editor__inline">
            <select
              id="editor-add-language"
              className="field__input"
              value={adding}
              onChange={(event) => setAdding(event.target.value as LanguageCode)}
            >
              <option value="">{t('listingEditor:description.chooseLanguage')}</option>
              {unused.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--ghost"
              disabled={!adding}
              onClick={() => {
                if (adding) setDescriptions([...descriptions, { language: adding, description: '' }]);
                setAdding('');
              }}
            >
              {t('listingEditor:add')}
            </button>
          </div>
        </div>
      )}
    </StepForm>
  );
}
