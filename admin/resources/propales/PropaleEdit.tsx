import { useMemo } from 'react';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import type { Propale } from '../../../shared/sales/propales.ts';
import { PropaleInputs } from './PropaleInputs.tsx';
import { toFormRecord, toPropaleUpdate } from './propaleForm.ts';

function PropaleEditForm() {
  const record = useRecordContext<Propale>();
  const formRecord = useMemo(() => (record ? toFormRecord(record) : undefined), [record]);
  if (!formRecord) return null;
  return (
    <SimpleForm record={formRecord}>
      <PropaleInputs />
    </SimpleForm>
  );
}

export function PropaleEdit() {
  return (
    <Edit transform={toPropaleUpdate} mutationMode="pessimistic" redirect="show">
      <PropaleEditForm />
    </Edit>
  );
}
