import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../components/LocaleDateInput.tsx';
import { BoatReferenceInput } from '../../components/ReferenceSearchInputs.tsx';
import { insuranceChoices, languageChoices } from './choices.ts';
import { ExtrasInput } from './ExtrasInput.tsx';

// Money is stored in minor units; people type euros.
const toEuros = (minor: unknown) => (typeof minor === 'number' ? minor / 100 : minor);
const toMinor = (euros: unknown) => (euros === '' || euros == null ? 0 : Math.round(Number(euros) * 100));

// Fields side by side on a computer, one under the other on a phone.
const row = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
  alignItems: 'start',
  width: '100%',
  '& .MuiFormControl-root': { m: 0 },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="fieldset"
      className="propale-section"
      sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0, width: '100%', maxWidth: 960 }}
    >
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The writable part of a quote, shared by Create and Edit, in two sections (what is offered, then
 * the offer's terms) that read at 1366 px and at 390 px; prices are computed by the server.
 */
export function PropaleInputs() {
  return (
    <>
      <Section title="bosun.sales.propale.sections.items">
        <ArrayInput source="items" label={false}>
          <SimpleFormIterator fullWidth sx={{ '& .RaSimpleFormIterator-line': { py: 2 } }}>
            <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
              <BoatReferenceInput
                source="productId"
                label="bosun.sales.propale.product"
                validate={required()}
                published
              />
              <Box sx={row}>
                <DateInput source="start" label="bosun.sales.propale.start" validate={required()} />
                <DateInput source="end" label="bosun.sales.propale.end" validate={required()} />
                <NumberInput source="people" label="bosun.sales.propale.people" min={1} defaultValue={2} />
              </Box>
              <BooleanInput source="withCaptain" label="bosun.sales.propale.withCaptain" />
              <ExtrasInput />
              <CheckboxGroupInput
                source="insurances"
                label="bosun.sales.propale.insurances"
                choices={insuranceChoices}
              />
            </Stack>
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section title="bosun.sales.propale.sections.terms">
        <Stack spacing={2} sx={{ width: '100%' }}>
          <Box sx={row}>
            {/* Any amount to the cent: a step would make the browser refuse the form for 125 €. */}
            <NumberInput source="discountAmount" format={toEuros} parse={toMinor} min={0} step="any" />
            <DateInput source="validUntil" validate={required()} />
            <SelectInput source="languageCode" choices={languageChoices} />
          </Box>
          <TextInput source="message" multiline fullWidth minRows={3} />
        </Stack>
      </Section>
    </>
  );
}
