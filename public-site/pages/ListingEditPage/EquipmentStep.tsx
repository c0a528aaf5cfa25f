import { useState } from 'react';
import { EQUIPMENT, type EquipmentKey } from '../../../shared/catalogue/catalogue.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { CheckField, StepForm } from './StepForm.tsx';
import type { ListingEditorState } from './useListingEditor.ts';

/** The equipment on board, by SPEC section 3's ids (the search's equipment filter reads them). */
export function EquipmentStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>(editorState.editor.equipment);
  const keys = Object.keys(EQUIPMENT) as EquipmentKey[];
  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.equipment"
      onSubmit={() => editorState.save('equipment', { equipment: chosen }, 'cabins')}
    >
      <fieldset className="listing-editor__checks">
        <legend className="visually-hidden">{t('listingEditor:steps.equipment')}</legend>
        {keys.map((key) => {
          const id = EQUIPMENT[key];
          return (
            <CheckField
              key={key}
              label={t(`search:equipment.${key}`)}
              checked={chosen.includes(id)}
              onChange={(on) => setChosen(on ? [...chosen, id] : chosen.filter((c) => c !== id))}
            />
          );
        })}
      </fieldset>
    </StepForm>
  );
}
