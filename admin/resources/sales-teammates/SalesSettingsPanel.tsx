import { Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DISTRIBUTION_RULES, type SalesSettings } from '../../../shared/sales/leads.ts';
import { httpClient } from '../../httpClient.ts';
import { salesGet } from '../leads/salesApi.ts';

/** The team's distribution rule and discount limit (`/api/v6/account/sales-settings`). */
export function SalesSettingsPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['sales-settings'],
    queryFn: () => salesGet<SalesSettings>('/account/sales-settings'),
  });
  const [rule, setRule] = useState('round_robin');
  const [limit, setLimit] = useState(10);
  useEffect(() => {
    if (data) {
      setRule(data.distributionRule);
      setLimit(data.maxDiscountPercent);
    }
  }, [data]);
  const save = async () => {
    try {
      await httpClient('/api/v6/account/sales-settings', {
        method: 'PUT',
        body: JSON.stringify({ distributionRule: rule, maxDiscountPercent: limit }),
      });
      notify('bosun.sales.notifications.settingsSaved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['sales-settings'] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ ml: 2, width: 280, flexShrink: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('bosun.sales.settings.title')}
        </Typography>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('bosun.sales.settings.distributionRule')}
          value={rule}
          onChange={(e) => setRule(e.target.value)}
        >
          {DISTRIBUTION_RULES.map((r) => (
            <MenuItem key={r} value={r}>
              {translate(`bosun.sales.distributionRule.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          fullWidth
          margin="dense"
          label={translate('bosun.sales.settings.maxDiscountPercent')}
          value={limit}
          onChange={(e) => setLimit(Number(e.target.value))}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
        />
        <Button variant="contained" onClick={save} sx={{ mt: 1 }}>
          {translate('ra.action.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
