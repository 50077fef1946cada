import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazy } from 'react';
import type { AuditRecord } from '../../../contract/audit';
import type { PageRoute } from '../../ui/definePage';
import { guardedViews } from '../../ui/guardedViews';

/** The audit log (`/api/audit-log`), read-only: a list and a show, no create, edit or delete. */
export const auditLog = guardedViews('audit-log', {
  list: lazy(() => import('./AuditLogList').then((module) => ({ default: module.AuditLogList }))),
  show: lazy(() => import('./AuditLogShow').then((module) => ({ default: module.AuditLogShow }))),
  icon: ManageSearchIcon,
  recordRepresentation: (record: AuditRecord) =>
    `${record.action} ${record.at.slice(0, 16).replace('T', ' ')}`,
});

/** The log's route, for the header's link (the resource's name is its path). */
export const auditLogRoute: PageRoute = { path: '/audit-log', aliases: [] };
