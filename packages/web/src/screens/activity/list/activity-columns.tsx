import { auditChanges, auditChangesText } from '@ops/core/audit';
import type { AuditEvent } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { activityColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { ActivityObject } from '../common/activity-object.tsx';

/** The table's columns, by id: what a saved view keeps visible and in which order. */
export const activityColumnIds = [
  'when',
  'who',
  'action',
  'object',
  'division',
  'source',
  'reason',
  'changes',
] as const;

/**
 * The feed's columns from core's `activityColumns` (the cli's `ops activity list`): when, who, the action's route
 * id, the object (a link to its screen where the web has one), the division, where it came from ("via API"), why,
 * and what changed, whose button opens the entry's details (`onShow`).
 */
export function useActivityColumns(onShow: (entry: AuditEvent) => void): DataTableColumn<AuditEvent>[] {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const column = listTableColumns(activityColumns, t, locale);
    const labels = t.audit.activity;
    return [
      column('when', { cell: (entry) => <time dateTime={entry.at}>{formatTableDate(entry.at)}</time>, size: 165 }),
      column('who', { size: 190 }),
      column('action', { kind: 'code', size: 200 }),
      column('object', { size: 250, cell: (entry) => <ActivityObject entry={entry} /> }),
      column('division', { kind: 'code', size: 165 }),
      column('source', {
        size: 130,
        cell: (entry) => (entry.source ? t.audit.history.via({ source: t.audit.sources[entry.source]() }) : null),
      }),
      column('reason', { size: 240 }),
      column('changes', {
        size: 320,
        cell: (entry) => (
          <Button
            variant="link"
            size="sm"
            className="activity-changes"
            title={labels.showChanges({ id: entry.id })}
            onClick={() => onShow(entry)}
          >
            {auditChangesText(auditChanges(entry)) || t.audit.history.nothingChanged()}
          </Button>
        ),
      }),
    ];
  }, [t, locale, onShow]);
}
