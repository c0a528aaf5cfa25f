import { FormControlLabel, Switch } from '@mui/material';
import { useGetIdentity, useListFilterContext, useTranslate } from 'react-admin';

/** Atomic CRM's OnlyMineInput: a switch that adds or removes `assigneeId = me` in the list's filter. */
export function OnlyMineInput(_props: { alwaysOn?: boolean; source?: string }) {
  const { filterValues, displayedFilters, setFilters } = useListFilterContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const checked = filterValues.assigneeId !== undefined && filterValues.assigneeId === identity?.id;
  const toggle = () => {
    const next = { ...filterValues };
    if (checked) delete next.assigneeId;
    else next.assigneeId = identity?.id;
    setFilters(next, displayedFilters, false);
  };
  return (
    <FormControlLabel
      sx={{ mb: 1 }}
      control={<Switch checked={checked} onChange={toggle} color="primary" />}
      label={translate('bosun.sales.onlyMine')}
    />
  );
}
