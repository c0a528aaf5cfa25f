import { BooleanField, DataTable, List, SearchInput } from 'react-admin';
import { CountryField, DateField, LanguageField, NumberField } from '../../components/LocaleFields.tsx';
import { SalesSettingsPanel } from './SalesSettingsPanel.tsx';

const teammateFilters = [<SearchInput key="q" source="q" alwaysOn />];

export function TeammateList() {
  return (
    <List
      filters={teammateFilters}
      sort={{ field: 'lastName', order: 'ASC' }}
      perPage={25}
      aside={<SalesSettingsPanel />}
    >
      <DataTable rowClick="edit">
        <DataTable.Col source="firstName" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="email" />
        <DataTable.Col source="languages" disableSort>
          <LanguageField source="languages" />
        </DataTable.Col>
        <DataTable.Col source="markets" disableSort>
          <CountryField source="markets" />
        </DataTable.Col>
        <DataTable.Col source="openLeads" field={NumberField} />
        <DataTable.Col source="capacity" field={NumberField} />
        <DataTable.Col source="absentFrom" disableSort>
          <DateField source="absentFrom" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="absentTo" disableSort>
          <DateField source="absentTo" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="isTeamLead" field={BooleanField} />
        <DataTable.Col source="active" field={BooleanField} />
      </DataTable>
    </List>
  );
}
