import {
  AutocompleteArrayInput,
  BooleanInput,
  Edit,
  NumberInput,
  SimpleForm,
  TextArrayInput,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { DateInput } from '../../components/LocaleDateInput.tsx';
import { languageChoices } from '../propales/choices.ts';

function TeammateTitle() {
  const record = useRecordContext();
  return record ? <span>{`${record.firstName} ${record.lastName}`}</span> : null;
}

const FIELDS = [
  'languages',
  'markets',
  'capacity',
  'absentFrom',
  'absentTo',
  'active',
  'isTeamLead',
] as const;

/** Only what changed goes back: a salesperson may change their absence but not their capacity. */
function changedFields(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) {
  const next: Record<string, unknown> = {
    ...data,
    markets: ((data.markets as string[] | undefined) ?? []).map((m) => m.toUpperCase()),
    absentFrom: data.absentFrom || null,
    absentTo: data.absentTo || null,
  };
  const before = options?.previousData ?? {};
  return Object.fromEntries(
    FIELDS.filter((f) => JSON.stringify(next[f]) !== JSON.stringify(before[f])).map((f) => [f, next[f]]),
  );
}

/** A salesperson edits their own languages, markets and absence; team leads and managers the rest. */
export function TeammateEdit() {
  const { permissions } = usePermissions();
  const manager = permissions === 'manager' || permissions === 'admin';
  return (
    <Edit title={<TeammateTitle />} mutationMode="pessimistic" transform={changedFields}>
      <SimpleForm>
        <AutocompleteArrayInput source="languages" choices={languageChoices} />
        <TextArrayInput source="markets" helperText="FR, BE, CH…" />
        <NumberInput source="capacity" min={0} />
        <DateInput source="absentFrom" />
        <DateInput source="absentTo" />
        <BooleanInput source="active" />
        {manager && <BooleanInput source="isTeamLead" />}
      </SimpleForm>
    </Edit>
  );
}
