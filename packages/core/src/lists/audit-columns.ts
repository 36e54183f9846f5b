import { auditChanges, auditChangesText } from '../audit/audit-changes.ts';
import type { AuditEvent } from '../contract/index.ts';
import { type ListColumn, listColumns } from './list-column.ts';

const when: ListColumn<AuditEvent> = {
  field: 'when',
  kind: 'timestamp',
  headerKey: 'audit.columns.when',
  value: (event) => event.at,
};
const who: ListColumn<AuditEvent> = { field: 'who', headerKey: 'audit.columns.who', value: (event) => event.actor };
const action: ListColumn<AuditEvent> = {
  field: 'action',
  headerKey: 'audit.columns.action',
  value: (event) => event.action,
};
const changes: ListColumn<AuditEvent> = {
  field: 'changes',
  headerKey: 'audit.columns.changes',
  value: (event) => auditChangesText(auditChanges(event)),
};

/** An audit trail's columns (`ops audit`): when, who, the action's route id and what changed. */
export const auditColumns = listColumns<AuditEvent>([when, who, action, changes]);

/**
 * The activity feed's columns (`ops activity`, `/activity`): an audit trail's, with the object, the division, where
 * the change came from and why.
 */
export const activityColumns = listColumns<AuditEvent>([
  when,
  who,
  action,
  { field: 'object', headerKey: 'audit.columns.object', value: (event) => `${event.entityType} ${event.entityId}` },
  { field: 'division', headerKey: 'audit.columns.division', value: (event) => event.divisionCode },
  { field: 'source', headerKey: 'audit.columns.source', value: (event) => event.source },
  { field: 'reason', headerKey: 'audit.columns.reason', value: (event) => event.reason },
  changes,
]);
