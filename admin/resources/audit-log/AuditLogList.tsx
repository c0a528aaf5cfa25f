import { lazy, Suspense } from 'react';
import { List, Loading, SearchInput, SelectInput, TextInput } from 'react-admin';
import { DateInput } from '../../components/LocaleDateInput.tsx';
import { enumChoices } from '../../i18n/enums.ts';

// The data grid's chunk loads when a grid opens, not with the console.
const AuditLogGrid = lazy(() => import('./AuditLogGrid.tsx'));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="resource" source="resource" choices={enumChoices('auditResource')} alwaysOn />,
  <SelectInput key="action" source="action" choices={enumChoices('auditAction')} />,
  <TextInput key="recordId" source="recordId" />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="bosun.ops.filters.from" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="bosun.ops.filters.until" />,
];

/** The audit log on the console's data grid: paging, sorting and these filters go to the server. */
export function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} pagination={false}>
      <Suspense fallback={<Loading />}>
        <AuditLogGrid />
      </Suspense>
    </List>
  );
}
