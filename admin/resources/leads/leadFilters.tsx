import { AutocompleteInput, NumberInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { DateInput } from '../../components/LocaleDateInput.tsx';
import { toCents, toEuros } from '../bookings/MoneyField.tsx';
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
  // The estimate is in cents on the server; staff type euros.
  <NumberInput
    key="valueEstimate_gte"
    source="valueEstimate_gte"
    label="bosun.ops.filters.valueFrom"
    parse={toCents}
    format={toEuros}
  />,
  <NumberInput
    key="valueEstimate_lte"
    source="valueEstimate_lte"
    label="bosun.ops.filters.valueTo"
    parse={toCents}
    format={toEuros}
  />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="bosun.ops.filters.from" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="bosun.ops.filters.until" />,
];
