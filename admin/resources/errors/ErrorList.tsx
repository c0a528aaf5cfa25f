import { DataTable, DateField, List, NumberField, SearchInput, SelectInput } from 'react-admin';
import { SlowestTransactions } from './SlowestTransactions.tsx';

const projectChoices = ['site', 'admin', 'server'].map((id) => ({
  id,
  name: `bosun.errorReports.project.${id}`,
}));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="project" source="project" choices={projectChoices} alwaysOn />,
];

/** Error groups, the most recently seen first: what broke, how often, since when, in which build. */
export function ErrorList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'lastSeenAt', order: 'DESC' }}
      perPage={25}
      aside={<SlowestTransactions />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="project" />
        <DataTable.NumberCol source="count">
          <NumberField source="count" />
        </DataTable.NumberCol>
        <DataTable.Col source="lastSeenAt">
          <DateField source="lastSeenAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="firstSeenAt">
          <DateField source="firstSeenAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="release" />
        <DataTable.Col source="browser" />
      </DataTable>
    </List>
  );
}
