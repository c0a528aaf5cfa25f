import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { Propale } from '../../../shared/sales/propales.ts';
import { PropaleCreate } from './PropaleCreate.tsx';
import { PropaleEdit } from './PropaleEdit.tsx';
import { PropaleList } from './PropaleList.tsx';
import { PropaleShow } from './PropaleShow.tsx';

export const propales = {
  list: PropaleList,
  show: PropaleShow,
  edit: PropaleEdit,
  create: PropaleCreate,
  icon: RequestQuoteIcon,
  recordRepresentation: (propale: Propale) => `#${propale.id} ${propale.renterName}`,
};
