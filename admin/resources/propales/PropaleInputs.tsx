import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { BoatReferenceInput } from '../../components/ReferenceSearchInputs.tsx';
import { insuranceChoices, languageChoices } from './choices.ts';
import { ExtrasInput } from './ExtrasInput.tsx';

// Money is stored in minor units; people type euros.
const toEuros = (minor: unknown) => (typeof minor === 'number' ? minor / 100 : minor);
const toMinor = (euros: unknown) => (euros === '' || euros == null ? 0 : Math.round(Number(euros) * 100));

/** The writable part of a quote, shared by Create and Edit; prices are computed by the server. */
export function PropaleInputs() {
  return (
    <>
      <ArrayInput source="items" label="resources.propales.fields.items">
        <SimpleFormIterator inline>
          <BoatReferenceInput
            source="productId"
            label="bosun.sales.propale.product"
            validate={required()}
            published
          />
          <DateInput source="start" label="bosun.sales.propale.start" validate={required()} />
          <DateInput source="end" label="bosun.sales.propale.end" validate={required()} />
          <NumberInput source="people" label="bosun.sales.propale.people" min={1} defaultValue={2} />
          <BooleanInput source="withCaptain" label="bosun.sales.propale.withCaptain" />
          <ExtrasInput />
          <CheckboxGroupInput
            source="insurances"
            label="bosun.sales.propale.insurances"
            choices={insuranceChoices}
          />
        </SimpleFormIterator>
      </ArrayInput>
      {/* Any amount to the cent: a step would make the browser refuse the form for 125 €. */}
      <NumberInput source="discountAmount" format={toEuros} parse={toMinor} min={0} step="any" />
      <DateInput source="validUntil" validate={required()} />
      <SelectInput source="languageCode" choices={languageChoices} />
      <TextInput source="message" multiline fullWidth minRows={3} />
    </>
  );
}
