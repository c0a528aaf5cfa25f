import { Edit, type Identifier, TabbedForm } from 'react-admin';
import { BOAT_COLUMNS } from '../../../shared/admin/boats.ts';
import { type ConfirmationRule, ConfirmingToolbar } from '../../components/ConfirmingSaveButton.tsx';
import { boatInputTabs } from './BoatInputs.tsx';

/** Only the listing's writable fields are sent; empty inputs mean "none". */
export const editableBoatFields = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(BOAT_COLUMNS)
      .filter((field) => field in data)
      .map((field) => [field, data[field] === '' ? null : data[field]]),
  );

/** Taking a published listing down hides it from renters at once: staff confirm first. */
export const takeDownConfirmation: ConfirmationRule<{ id: number; moderationStatus: string }> = (
  values,
  record,
) =>
  record?.moderationStatus === 'published' && values.moderationStatus !== 'published'
    ? { title: 'bosun.ops.boats.takeDownTitle', effect: 'bosun.ops.boats.takeDownEffect' }
    : null;

/** `back-office/boat/edit/{id}`; the id comes from the route unless given. */
export function BoatEdit({ id }: { id?: Identifier }) {
  return (
    <Edit id={id} mutationMode="pessimistic" transform={editableBoatFields} redirect="show">
      <TabbedForm toolbar={<ConfirmingToolbar confirmation={takeDownConfirmation} />}>
        {boatInputTabs}
      </TabbedForm>
    </Edit>
  );
}
