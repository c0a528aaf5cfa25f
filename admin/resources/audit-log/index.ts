import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList.tsx';
import { AuditLogShow } from './AuditLogShow.tsx';

export const auditLog = {
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
  recordRepresentation: (e: { resource: string; recordId: string; action: string }) =>
    `${e.action} ${e.resource} ${e.recordId}`,
};
