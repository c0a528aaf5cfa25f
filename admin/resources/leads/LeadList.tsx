import { DataTable, List, SelectField } from 'react-admin';
import { DateField, NumberField } from '../../components/LocaleFields.tsx';
import { MoneyField } from '../propales/MoneyField.tsx';
import { BulkAssignButton } from './BulkAssignButton.tsx';
import { leadSourceChoices, leadStatusChoices } from './choices.ts';
import { LeadStatusTabs } from './LeadStatusTabs.tsx';
import { leadFilters } from './leadFilters.tsx';

export function LeadList() {
  return (
    <List filters={leadFilters} sort={{ field: 'nextReviewAt', order: 'ASC' }} perPage={25}>
      <LeadStatusTabs />
      <DataTable rowClick="show" bulkActionButtons={<BulkAssignButton />}>
        <DataTable.Col source="id" />
        <DataTable.Col source="contactName" disableSort />
        <DataTable.Col source="status">
          <SelectField source="status" choices={leadStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="source">
          <SelectField source="source" choices={leadSourceChoices} />
        </DataTable.Col>
        <DataTable.Col source="valueEstimate">
          <MoneyField source="valueEstimate" />
        </DataTable.Col>
        <DataTable.Col source="ageDays" disableSort field={NumberField} />
        <DataTable.Col source="nextReviewAt">
          <DateField source="nextReviewAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="assigneeName" disableSort />
      </DataTable>
    </List>
  );
}
