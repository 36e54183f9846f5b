import type { AuditEvent } from '@ops/core/contract';
import { HistoryEvent } from '../../../domain-parts/history/history-event.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Modal } from '../../../ui/modal/index.ts';
import { ActivityObject } from '../common/activity-object.tsx';

/**
 * One entry of the feed in full: its object (a link), the division, and the History panel's own rendering of
 * when, who, the action, where it came from, why, and each field before and after.
 */
export function ActivityEntryDialog({ entry, onClose }: { entry: AuditEvent | undefined; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.audit.activity;
  return (
    <Modal
      open={entry !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={entry ? labels.details({ id: entry.id }) : ''}
      wide
    >
      {entry ? (
        <div className="activity-entry">
          <dl className="activity-entry-fields">
            <dt>{t.audit.columns.object()}</dt>
            <dd>
              <ActivityObject entry={entry} />
            </dd>
            <dt>{t.audit.columns.division()}</dt>
            <dd>
              <code>{entry.divisionCode ?? '—'}</code>
            </dd>
          </dl>
          <ol className="history-events">
            <HistoryEvent event={entry} />
          </ol>
        </div>
      ) : null}
    </Modal>
  );
}
