import { auditChanges } from '@ops/core/audit';
import type { AuditEvent } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './history.css';

/**
 * One event of the History panel: when, who, the action's code, where it came from, why, and what changed
 * ("field: before → after").
 */
export function HistoryEvent({ event }: { event: AuditEvent }) {
  const { t } = useI18n();
  const labels = t.audit.history;
  const changes = auditChanges(event);
  return (
    <li className="history-event">
      <p className="history-event-head">
        <time dateTime={event.at}>{formatTableDate(event.at)}</time>
        <span className="history-actor">{labels.by({ actor: event.actor })}</span>
        <code className="history-action">{event.action}</code>
        {event.source ? (
          <span className="history-source">{labels.via({ source: t.audit.sources[event.source]() })}</span>
        ) : null}
      </p>
      {event.reason ? <p className="history-reason">{labels.reason({ reason: event.reason })}</p> : null}
      {changes.kind === 'changed' ? null : (
        <p className="history-kind">{changes.kind === 'created' ? labels.created() : labels.removed()}</p>
      )}
      {changes.fields.length === 0 ? (
        <p className="history-kind">{labels.nothingChanged()}</p>
      ) : (
        <ul className={changes.kind === 'changed' ? 'history-changes' : 'history-changes history-changes-all'}>
          {changes.fields.map(({ field, before, after }) => (
            <li key={field}>
              <span className="history-field">{field}</span>
              {': '}
              {before === undefined ? null : <span className="history-before">{before}</span>}
              {before !== undefined && after !== undefined ? ' → ' : null}
              {after === undefined ? null : <span className="history-after">{after}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
