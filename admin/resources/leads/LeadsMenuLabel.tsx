import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetResourceLabel, usePermissions, useTranslate } from 'react-admin';
import { LEADS_COUNT_KEY, type LeadsCount, salesGet } from './salesApi.ts';

const SALES_ROLES = ['sales', 'manager', 'admin'];

function Count({
  count,
  title,
  color,
  testId,
}: {
  count: number;
  title: string;
  color: string;
  testId: string;
}) {
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      title={title}
      aria-label={`${count} ${title}`}
      data-testid={testId}
      sx={{
        bgcolor: color,
        color: 'common.white',
        borderRadius: 8,
        px: 0.75,
        minWidth: 20,
        lineHeight: '20px',
        fontSize: 12,
        fontWeight: 500,
        textAlign: 'center',
      }}
    >
      {count > 999 ? '999+' : count}
    </Box>
  );
}

/**
 * The leads menu item's label with the counts of get-leads-count after it: my new leads, and leads
 * nobody has taken. Beside the words, never over the icon (where badges hid the icon's glyph).
 */
export function LeadsMenuLabel() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const { data } = useQuery({
    queryKey: LEADS_COUNT_KEY,
    queryFn: () => salesGet<LeadsCount>('/leads/get-leads-count'),
    enabled: SALES_ROLES.includes(permissions),
    refetchInterval: 60_000,
  });
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}>
      <span>{resourceLabel('leads', 2)}</span>
      <Count
        count={data?.mine.new ?? 0}
        title={translate('bosun.sales.leadStatus.new')}
        color="primary.main"
        testId="leads-new-badge"
      />
      <Count
        count={data?.unassigned ?? 0}
        title={translate('bosun.sales.unassigned')}
        color="secondary.main"
        testId="leads-unassigned-badge"
      />
    </Box>
  );
}
