import { lazy, Suspense } from 'react';
import { List, Loading, NumberInput, SearchInput, SelectInput } from 'react-admin';
import { DateInput } from '../../components/LocaleDateInput.tsx';
import { SlowestTransactions } from './SlowestTransactions.tsx';

// The data grid's chunk loads when a grid opens, not with the console.
const ErrorGrid = lazy(() => import('./ErrorGrid.tsx'));

const projectChoices = ['site', 'admin', 'server'].map((id) => ({
  id,
  name: `bosun.errorReports.project.${id}`,
}));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="project" source="project" choices={projectChoices} alwaysOn />,
  <NumberInput key="count_gte" source="count_gte" label="bosun.ops.filters.countFrom" min={1} step={1} />,
  <DateInput key="lastSeenAt_gte" source="lastSeenAt_gte" label="bosun.ops.filters.lastSeenFrom" />,
  <DateInput key="lastSeenAt_lte" source="lastSeenAt_lte" label="bosun.ops.filters.lastSeenTo" />,
];

/** Error groups, the most recently seen first, on the console's data grid (server paging and sorting). */
export function ErrorList() {
  return (
    <>
      <List filters={filters} sort={{ field: 'lastSeenAt', order: 'DESC' }} perPage={25} pagination={false}>
        <Suspense fallback={<Loading />}>
          <ErrorGrid />
        </Suspense>
      </List>
      {/* Below the groups, not beside them: beside, it took a third of the width and cut the columns. */}
      <SlowestTransactions />
    </>
  );
}
