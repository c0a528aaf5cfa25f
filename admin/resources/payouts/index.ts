import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BlockIcon from '@mui/icons-material/Block';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  OwnerLedgerList,
  PayoutHoldCreate,
  PayoutHoldList,
  PayoutList,
  PayoutShow,
} from './PayoutsAdmin.tsx';

/** Managers only: the menu hides them from others, and the server answers them 404. */
const options = { staffRoles: ['manager', 'admin'] };

export const payouts = { list: PayoutList, show: PayoutShow, icon: AccountBalanceIcon, options };
export const ownerLedger = { list: OwnerLedgerList, icon: ReceiptLongIcon, options };
export const payoutHolds = { list: PayoutHoldList, create: PayoutHoldCreate, icon: BlockIcon, options };
