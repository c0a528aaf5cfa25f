import { NumberInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { DateInput } from '../../components/LocaleDateInput.tsx';
import { BoatReferenceInput, UserReferenceInput } from '../../components/ReferenceSearchInputs.tsx';
import { toCents, toEuros } from './MoneyField.tsx';

export const bookingFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="startDate_gte" source="startDate_gte" label="bosun.ops.filters.startFrom" />,
  <DateInput key="startDate_lte" source="startDate_lte" label="bosun.ops.filters.startTo" />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="bosun.ops.filters.bookedFrom" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="bosun.ops.filters.bookedTo" />,
  <BoatReferenceInput key="productId" source="productId" label="bosun.ops.filters.boatId" />,
  <UserReferenceInput key="ownerId" source="ownerId" label="bosun.ops.filters.ownerId" />,
  <UserReferenceInput key="tenantId" source="tenantId" label="bosun.ops.filters.tenantId" />,
  <NumberInput
    key="totalAmount_gte"
    source="totalAmount_gte"
    label="bosun.ops.filters.amountFrom"
    parse={toCents}
    format={toEuros}
  />,
  <NumberInput
    key="totalAmount_lte"
    source="totalAmount_lte"
    label="bosun.ops.filters.amountTo"
    parse={toCents}
    format={toEuros}
  />,
  <NumberInput key="people_gte" source="people_gte" label="bosun.ops.filters.peopleFrom" min={1} step={1} />,
  <NumberInput key="people_lte" source="people_lte" label="bosun.ops.filters.peopleTo" min={1} step={1} />,
  <TextInput
    key="countryCode"
    source="countryCode"
    label="bosun.ops.filters.country"
    parse={(v: string) => v.toUpperCase()}
  />,
  <SelectInput
    key="weather"
    source="weather"
    label="bosun.ops.filters.weather"
    choices={[
      { id: 'cancelled', name: 'bosun.ops.weather.filter.cancelled' },
      { id: 'postponed', name: 'bosun.ops.weather.filter.postponed' },
    ]}
  />,
];
