import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { usePermissions, useTranslate } from 'react-admin';
import { LEADS_COUNT_KEY, type LeadsCount, salesGet } from './salesApi.ts';

const SALES_ROLES = ['sales', 'manager', 'admin'];

// Small badges pushed out beside the icon (into the menu's gutter), so that they never hide it.
const beside = (vertical: 'top' | 'bottom') => ({
  '& .MuiBadge-badge': {
    fontSize: 10,
    height: 16,
    minWidth: 16,
    padding: '0 4px',
    transform: `scale(1) translate(85%, ${vertical === 'top' ? '-45%' : '45%'})`,
  },
});

/**
 * The leads menu icon carries the badges of get-leads-count: my new leads (top right), and leads
 * nobody has taken (bottom right). Being the resource's icon, it shows in any menu that lists resources.
 */
export function LeadsMenuIcon() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: LEADS_COUNT_KEY,
    queryFn: () => salesGet<LeadsCount>('/leads/get-leads-count'),
    enabled: SALES_ROLES.includes(permissions),
    refetchInterval: 60_000,
  });
  const mine = data?.mine.new ?? 0;
  const unassigned = data?.unassigned ?? 0;
  return (
    <Badge
      badgeContent={unassigned}
      color="secondary"
      max={999}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={beside('bottom')}
      slotProps={{
        badge: {
          'aria-label': `${unassigned} ${translate('bosun.sales.unassigned')}`,
          title: translate('bosun.sales.unassigned'),
        } as object,
      }}
    >
      <Badge
        badgeContent={mine}
        color="primary"
        max={999}
        sx={beside('top')}
        slotProps={{
          badge: {
            'aria-label': `${mine} ${translate('bosun.sales.leadStatus.new')}`,
            title: translate('bosun.sales.leadStatus.new'),
            'data-testid': 'leads-new-badge',
          } as object,
        }}
      >
        <ContactPhoneIcon />
      </Badge>
    </Badge>
  );
}
