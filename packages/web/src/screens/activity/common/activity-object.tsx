import type { AuditEvent } from '@ops/core/contract';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { activityObjectHref } from './activity-object-path.ts';

/** The name of an audited object's type ('Balance transfer'), or the type itself when the dictionaries lack it. */
export function useObjectTypeName(): (type: string) => string {
  const { t } = useI18n();
  const names = t.audit.activity.entityTypes;
  return (type) => names[type as keyof typeof names]?.() ?? type;
}

/** An entry's object, 'Balance transfer BT-…': a link to its screen where the web has one, plain text otherwise. */
export function ActivityObject({ entry }: { entry: AuditEvent }) {
  const typeName = useObjectTypeName();
  const text = `${typeName(entry.entityType)} ${entry.entityId}`;
  const href = activityObjectHref(entry);
  return href ? (
    <AppLink to={href.to} query={href.query}>
      {text}
    </AppLink>
  ) : (
    text
  );
}
