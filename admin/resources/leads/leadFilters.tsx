import { AutocompleteInput, NumberInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { leadSourceChoices } from './choices.ts';
import { OnlyMineInput } from './OnlyMineInput.tsx';

export const leadFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <OnlyMineInput key="onlyMine" source="assigneeId" alwaysOn />,
  <SelectInput key="source" source="source" choices={leadSourceChoices} />,
  <ReferenceInput key="assignee" source="assigneeId" reference="sales-teammates">
    <AutocompleteInput
      optionText={(t: { firstName: string; lastName: string }) => `${t.firstName} ${t.lastName}`}
    />
  </ReferenceInput>,
  <NumberInput key="value" source="valueEstimate_gte" label="resources.leads.fields.valueEstimate" />,
];
