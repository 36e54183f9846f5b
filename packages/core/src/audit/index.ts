export {
  type AuditChanges,
  type AuditFieldChange,
  auditChanges,
  auditChangesText,
  auditFieldChangeText,
  auditValueText,
  noValue,
} from './audit-changes.ts';
