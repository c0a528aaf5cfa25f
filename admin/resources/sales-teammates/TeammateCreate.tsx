import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  NumberInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextArrayInput,
} from 'react-admin';
import { languageChoices } from '../propales/choices.ts';

const staffName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName} (${u.email})`;

const upperMarkets = (data: Record<string, unknown>) => ({
  ...data,
  markets: ((data.markets as string[] | undefined) ?? []).map((m) => m.toUpperCase()),
});

/** A manager adds a sales staff member to the team, with what the distribution rule reads. */
export function TeammateCreate() {
  return (
    <Create redirect="list" transform={upperMarkets}>
      <SimpleForm defaultValues={{ languages: [], markets: [], capacity: 40, active: true }}>
        <ReferenceInput
          source="userId"
          reference="users"
          filter={{ staffRole: ['sales', 'manager', 'admin'] }}
          sort={{ field: 'lastName', order: 'ASC' }}
        >
          <AutocompleteInput
            label="resources.sales-teammates.fields.userId"
            optionText={staffName}
            validate={required()}
          />
        </ReferenceInput>
        <AutocompleteArrayInput source="languages" choices={languageChoices} />
        <TextArrayInput source="markets" helperText="FR, BE, CH…" />
        <NumberInput source="capacity" min={0} />
        <BooleanInput source="isTeamLead" />
        <BooleanInput source="active" />
      </SimpleForm>
    </Create>
  );
}
