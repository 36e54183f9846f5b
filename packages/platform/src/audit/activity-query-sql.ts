import type { ListQuery } from '@ops/core/list-query';
import type { SQL } from 'drizzle-orm';
import { type ListQuerySql, listQueryCondition } from '../db/list-query/list-query-sql.ts';
import { codeMatching, createdOn, equalTo } from '../db/list-query/value-conditions.ts';
import { auditEvents } from '../db/schema/index.ts';
import { anyStartsWith } from '../services/account-owner/like-pattern.ts';

/** The activity feed's search word: an entry whose object's code, person's e-mail or action starts with it, any case. */
const activitySearch = (text: string) =>
  anyStartsWith(text, [auditEvents.entityId, auditEvents.actorEmail, auditEvents.action]);

/**
 * The activity feed's query fields (core's `activityQueryFields`) on `audit_events`: codes and e-mail addresses as
 * typed, a `*` start on the `text_pattern_ops` indexes of migration `list_query_activity_indexes`; `when` in UTC days.
 */
function activityQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      who: codeMatching(auditEvents.actorEmail),
      action: codeMatching(auditEvents.action),
      type: codeMatching(auditEvents.entityType),
      object: codeMatching(auditEvents.entityId),
      source: equalTo(auditEvents.source),
      when: createdOn(auditEvents.at, today),
      merchant: codeMatching(auditEvents.merchantCode),
      division: codeMatching(auditEvents.divisionCode),
    },
    word: activitySearch,
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const activityQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(activityQuerySql(today), query);
