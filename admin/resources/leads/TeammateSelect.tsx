import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

/** A plain select of active sales teammates, for dialogs outside a react-admin form. */
export function TeammateSelect({ value, onChange }: { value: number | ''; onChange: (id: number) => void }) {
  const translate = useTranslate();
  const { data = [] } = useGetList('sales-teammates', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'lastName', order: 'ASC' },
    filter: { active: true },
  });
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={translate('bosun.sales.assign.assignee')}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {data.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.firstName} {t.lastName} ({t.openLeads}/{t.capacity})
        </MenuItem>
      ))}
    </TextField>
  );
}
