import {
  BooleanInput,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  TabbedForm,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { toCents, toEuros } from '../bookings/MoneyField.tsx';
import {
  activityTypeChoices,
  cancellationPolicyChoices,
  experienceChoices,
  moderationChoices,
  pricingUnitChoices,
  productTypeChoices,
  sailingTypeChoices,
  timesOfDayChoices,
} from './choices.ts';

const money = { parse: toCents, format: toEuros };

/**
 * Every editable field of a listing, in tabs: moderation first, as that is what a manager came for.
 * The price sheet (base prices with seasons and discounts), pictures and calendar have their own
 * editors on the details screen, each saved on its own.
 */
// An array, not a component: TabbedForm numbers the tabs it finds among its direct children.
export const boatInputTabs = [
  <TabbedForm.Tab key="moderation" label="bosun.ops.sections.moderation">
    <SelectInput source="moderationStatus" choices={moderationChoices} />
    <TextInput source="moderationReason" multiline fullWidth helperText="bosun.ops.boats.reasonHint" />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="listing" label="bosun.ops.sections.listing">
    <TextInput source="title" fullWidth />
    <SelectInput source="productType" choices={productTypeChoices} emptyText="—" />
    <SelectInput source="activityType" choices={activityTypeChoices} emptyText="—" />
    <NumberInput source="harbourId" />
    <NumberInput source="lengthM" />
    <NumberInput source="enginePowerHp" />
    <NumberInput source="cabins" />
    <NumberInput source="berths" />
    <NumberInput source="capacity" />
    <TextInput source="builderName" />
    <TextInput source="modelName" />
    <NumberInput source="buildYear" />
    <SelectInput source="sailingType" choices={sailingTypeChoices} />
    <BooleanInput source="licenceRequired" />
    <SelectArrayInput source="experiences" choices={experienceChoices} />
    <TextArrayInput source="tags" />
    <TextArrayInput source="skipperLanguages" />
    <SelectArrayInput source="timesOfDay" choices={timesOfDayChoices} />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="price" label="bosun.ops.sections.price">
    <NumberInput source="captainPricePerDay" {...money} />
    <NumberInput source="depositAmount" {...money} />
    <SelectInput source="pricingUnit" choices={pricingUnitChoices} />
    <NumberInput source="durationHours" />
    <BooleanInput source="allInclusive" />
    <BooleanInput source="skipperPaidAtHarbour" />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="booking" label="bosun.ops.sections.booking">
    <BooleanInput source="instantBooking" />
    <SelectInput source="cancellationPolicy" choices={cancellationPolicyChoices} />
    <NumberInput source="minimumDays" />
    <BooleanInput source="halfDayAllowed" />
  </TabbedForm.Tab>,
];
