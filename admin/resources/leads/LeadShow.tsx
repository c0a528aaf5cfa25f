import { Grid } from '@mui/material';
import { FunctionField, SelectField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { CountryField, DateField, LanguageField, NumberField } from '../../components/LocaleFields.tsx';
import { MoneyField } from '../propales/MoneyField.tsx';
import { leadSourceChoices, leadStatusChoices } from './choices.ts';
import { LeadActions } from './LeadActions.tsx';
import {
  ConversationPanel,
  LookedAtPanel,
  NotesPanel,
  QuotesPanel,
  RenterPanel,
  TimelinePanel,
} from './LeadDetailPanels.tsx';

function LeadTitle() {
  const record = useRecordContext();
  return record ? (
    <span>
      #{record.id} {record.contactName}
    </span>
  ) : null;
}

export function LeadShow() {
  const format = useFormats();
  return (
    <Show title={<LeadTitle />} actions={<LeadActions />}>
      <Grid container spacing={2} sx={{ p: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SimpleShowLayout sx={{ p: 0 }}>
            <SelectField source="status" choices={leadStatusChoices} />
            <SelectField source="source" choices={leadSourceChoices} />
            <TextField source="assigneeName" emptyText="bosun.sales.unassigned" />
            <MoneyField source="valueEstimate" label="resources.leads.fields.valueEstimate" />
            <TextField source="productTitle" emptyText="—" />
            <TextField source="destination" emptyText="—" />
            <FunctionField
              source="datesWanted"
              render={(r: { datesWanted: { start: string; end: string } | null }) =>
                r.datesWanted ? `${format.day(r.datesWanted.start)} → ${format.day(r.datesWanted.end)}` : '—'
              }
            />
            <NumberField source="people" emptyText="—" />
            <LanguageField source="languageCode" />
            <CountryField source="market" />
            <DateField source="nextReviewAt" showTime emptyText="—" />
            <TextField source="snoozeReason" emptyText="—" />
            <TextField source="closedReason" emptyText="—" />
            <DateField source="createdAt" showTime />
          </SimpleShowLayout>
          <RenterPanel />
          <LookedAtPanel />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <NotesPanel />
          <QuotesPanel />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TimelinePanel />
          <ConversationPanel />
        </Grid>
      </Grid>
    </Show>
  );
}
