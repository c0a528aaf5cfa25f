import { DataTable, List, SearchInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { JobSummary } from '../../../shared/admin/jobs.ts';
import { DateField, EnumField, NumberField } from '../../components/LocaleFields.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The job in the staff member's words; its code when the console does not know it. */
function JobName() {
  const job = useRecordContext<JobSummary>();
  const translate = useTranslate();
  if (!job) return null;
  return <span title={job.name}>{translate(`bosun.jobs.names.${job.name}`, { _: job.name })}</span>;
}

/** A cron schedule, or how often a job more frequent than a minute is offered. */
function JobSchedule() {
  const job = useRecordContext<JobSummary>();
  const translate = useTranslate();
  if (!job) return null;
  return <span>{job.schedule ?? translate('bosun.jobs.oftenerThanCron')}</span>;
}

/** The job engine's queues (DESIGN.md, "Many machines"): admins watch runs, failures and depth. */
export function JobList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={50} pagination={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name">
          <JobName />
        </DataTable.Col>
        <DataTable.Col source="schedule" disableSort>
          <JobSchedule />
        </DataTable.Col>
        <DataTable.Col source="lastRunAt">
          <DateField source="lastRunAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="lastState">
          <EnumField source="lastState" group="jobRunState" />
        </DataTable.Col>
        <DataTable.Col source="lastDurationMs">
          <NumberField source="lastDurationMs" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="failures">
          <NumberField source="failures" />
        </DataTable.Col>
        <DataTable.Col source="retrying" disableSort>
          <NumberField source="retrying" />
        </DataTable.Col>
        <DataTable.Col source="queued">
          <NumberField source="queued" />
        </DataTable.Col>
        <DataTable.Col source="running" disableSort>
          <NumberField source="running" />
        </DataTable.Col>
        <DataTable.Col source="lastError" disableSort>
          <TextField source="lastError" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
