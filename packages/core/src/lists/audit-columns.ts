import { auditChanges, auditChangesText } from '../audit/audit-changes.ts';
import type { AuditEvent } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** An audit trail's columns (`ops audit`): when, who, the action's route id and what changed. */
export const auditColumns = listColumns<AuditEvent>([
  { field: 'when', headerKey: 'audit.columns.when', value: (event) => event.at },
  { field: 'who', headerKey: 'audit.columns.who', value: (event) => event.actor },
  { field: 'action', headerKey: 'audit.columns.action', value: (event) => event.action },
  { field: 'changes', headerKey: 'audit.columns.changes', value: (event) => auditChangesText(auditChanges(event)) },
]);
