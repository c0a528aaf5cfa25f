import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { ListingEditor } from '../../../shared/owners/editor.ts';
import { type EditorStep, editorTitleIn } from '../../../shared/owners/editorSteps.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { BasicsStep } from './BasicsStep.tsx';
import { CabinsStep } from './CabinsStep.tsx';
import { CaptainStep } from './CaptainStep.tsx';
import { ConditionsStep } from './ConditionsStep.tsx';
import { DescriptionStep } from './DescriptionStep.tsx';
import { EditorStepper } from './EditorStepper.tsx';
import { EquipmentStep } from './EquipmentStep.tsx';
import { ExtrasStep } from './ExtrasStep.tsx';
import { PhotosStep } from './PhotosStep.tsx';
import { PlaceStep } from './PlaceStep.tsx';
import { PricesStep } from './PricesStep.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { type ListingEditorState, useListingEditor } from './useListingEditor.ts';

const STEP_VIEWS: Record<EditorStep, ComponentType<{ editorState: ListingEditorState }>> = {
  basics: BasicsStep,
  place: PlaceStep,
  description: DescriptionStep,
  photos: PhotosStep,
  equipment: EquipmentStep,
  cabins: CabinsStep,
  captain: CaptainStep,
  prices: PricesStep,
  extras: ExtrasStep,
  conditions: ConditionsStep,
};

/** The stepper, the step shown (where the owner left off), and the panel that sends it to moderation. */
export function ListingEditorView({ initial }: { initial: ListingEditor }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const editorState = useListingEditor(initial);
  const { editor, step } = editorState;
  const Step = STEP_VIEWS[step];
  return (
    <>
      <div className="listing-editor__header">
        <h2 id="listing-editor-title">{editorTitleIn(editor, language) || t('listingEditor:newTitle')}</h2>
        <Link to={localizedPath(language, '/account/listings', defaultLanguage)}>
          {t('listingEditor:backToListings')}
        </Link>
      </div>
      <div className="listing-editor__layout">
        <EditorStepper editorState={editorState} />
        <div className="listing-editor__main">
          <Step key={step} editorState={editorState} />
        </div>
        <PublishPanel editorState={editorState} />
      </div>
    </>
  );
}
