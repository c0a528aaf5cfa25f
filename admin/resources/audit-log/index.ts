import HistoryIcon from '@mui/icons-material/History';
import { createElement } from 'react';
import { AuditEntryLabel } from './AuditEntryLabel.tsx';
import { AuditLogList } from './AuditLogList.tsx';
import { AuditLogShow } from './AuditLogShow.tsx';

export const auditLog = {
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
  // in words ("Réaffichage · Commercial 12"), as the page's title
  recordRepresentation: createElement(AuditEntryLabel),
};
