import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { AutorefundList } from './AutorefundList.tsx';
import { AutorefundShow } from './AutorefundShow.tsx';

export const autorefunds = {
  list: AutorefundList,
  show: AutorefundShow,
  icon: CurrencyExchangeIcon,
  recordRepresentation: (autorefund: { bookingReference: string; id: number }) =>
    `${autorefund.bookingReference} #${autorefund.id}`,
};
