import { Button as MuiButton, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateInput.tsx';
import { EnumField } from '../../components/LocaleFields.tsx';
import { useEuros } from '../../components/RefundFields.tsx';
import { httpClient } from '../../httpClient.ts';
import { enumChoices } from '../../i18n/enums.ts';

/**
 * Payouts in the console (DESIGN.md, "Owner earnings and payouts"), for managers: the payouts with their failures and a retry, the
 * owners' ledger, the holds on an owner or a booking with their release, and a CSV of a period.
 * Paging, sorting and filters go to the server (ra-data-simple-rest).
 */

const statusChoices = enumChoices('payoutStatus');
const kindChoices = enumChoices('ownerLedgerKind');

function Money({ source }: { source: string }) {
  const euros = useEuros();
  return <FunctionField source={source} render={(r: Record<string, number>) => euros(r[source] ?? 0)} />;
}

function useAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return async (url: string, done: string) => {
    try {
      await httpClient(url, { method: 'POST', body: '{}' });
      notify(translate(done), { type: 'info' });
      refresh();
    } catch (error) {
      // httpClient words the API's error code in the console's language
      notify((error as Error).message, { type: 'error' });
    }
  };
}

function RetryButton() {
  const record = useRecordContext<{ id: number; status: string }>();
  const translate = useTranslate();
  const act = useAction();
  if (record?.status !== 'failed') return null;
  return (
    <MuiButton
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        void act(`/api/admin/payouts/${record.id}/retry`, 'bosun.payouts.retried');
      }}
    >
      {translate('bosun.payouts.retry')}
    </MuiButton>
  );
}

function ExportPeriod() {
  const translate = useTranslate();
  const year = new Date().getFullYear();
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LocaleDateField
        size="small"
        label={translate('bosun.payouts.from')}
        value={from}
        onChange={(day) => setFrom(day)}
      />
      <LocaleDateField
        size="small"
        label={translate('bosun.payouts.to')}
        value={to}
        onChange={(day) => setTo(day)}
      />
      <MuiButton size="small" href={`/api/admin/payouts-export?from=${from}&to=${to}`} download>
        {translate('bosun.payouts.exportCsv')}
      </MuiButton>
    </Stack>
  );
}

export function PayoutList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
        <NumberInput key="ownerId" source="ownerId" />,
      ]}
      actions={
        <TopToolbar>
          <ExportPeriod />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <TextField source="ownerEmail" sortable={false} />
        <Money source="amount" />
        <EnumField source="status" group="payoutStatus" />
        <TextField source="failureCode" />
        <DateField source="createdAt" showTime />
        <DateField source="sentAt" showTime />
        <RetryButton />
      </Datagrid>
    </List>
  );
}

export function PayoutShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <NumberField source="id" />
        <TextField source="ownerEmail" />
        <Money source="amount" />
        <EnumField source="status" group="payoutStatus" />
        <NumberField source="attempt" />
        <TextField source="provider" />
        <TextField source="failureCode" />
        <TextField source="failureReason" />
        <DateField source="createdAt" showTime />
        <DateField source="sentAt" showTime />
        <RetryButton />
        <FunctionField
          source="items"
          render={(r: {
            items?: { ledgerEntryId: number; reference: string; kind: string; amount: number }[];
          }) =>
            (r.items ?? [])
              .map((i) => `${i.reference} · ${i.kind} · ${(i.amount / 100).toFixed(2)} €`)
              .join('\n')
          }
          sx={{ whiteSpace: 'pre-line' }}
        />
      </SimpleShowLayout>
    </Show>
  );
}

export function OwnerLedgerList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <NumberInput key="ownerId" source="ownerId" alwaysOn />,
        <NumberInput key="bookingId" source="bookingId" />,
        <SelectInput key="kind" source="kind" choices={kindChoices} />,
      ]}
      sort={{ field: 'occurredAt', order: 'DESC' }}
      perPage={50}
    >
      <Datagrid bulkActionButtons={false}>
        <NumberField source="id" />
        <DateField source="occurredAt" showTime />
        <TextField source="ownerEmail" sortable={false} />
        <TextField source="bookingReference" sortable={false} />
        <EnumField source="kind" group="ownerLedgerKind" />
        <Money source="amount" />
        <NumberField source="payoutId" sortable={false} />
      </Datagrid>
    </List>
  );
}

function ReleaseButton() {
  const record = useRecordContext<{ id: number; open: boolean }>();
  const translate = useTranslate();
  const act = useAction();
  if (!record?.open) return null;
  return (
    <MuiButton
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        void act(`/api/admin/payout-holds/${record.id}/release`, 'bosun.payouts.released');
      }}
    >
      {translate('bosun.payouts.release')}
    </MuiButton>
  );
}

export function PayoutHoldList() {
  return (
    <List
      filters={[
        <NumberInput key="ownerId" source="ownerId" alwaysOn />,
        <NumberInput key="bookingId" source="bookingId" />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false}>
        <NumberField source="id" />
        <NumberField source="ownerId" />
        <NumberField source="bookingId" />
        <TextField source="reason" />
        <DateField source="createdAt" showTime />
        <DateField source="releasedAt" showTime />
        <ReleaseButton />
      </Datagrid>
    </List>
  );
}

export function PayoutHoldCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <NumberInput source="ownerId" />
        <NumberInput source="bookingId" />
        <TextInput source="reason" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
