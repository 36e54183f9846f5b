import type { ListQuery } from '@ops/core/list-query';
import { or, type SQL } from 'drizzle-orm';
import { type ListQuerySql, listQueryCondition } from '../db/list-query/list-query-sql.ts';
import { codeMatching, createdOn, equalTo } from '../db/list-query/value-conditions.ts';
import { auditEvents } from '../db/schema/index.ts';

/**
 * The activity feed's search word: an entry whose object's code starts with it in capitals (codes are: `ah-1` finds
 * AH-1…), whose e-mail starts with it in small letters, or whose action starts with it as typed (`create`), each on
 * its `text_pattern_ops` index, so a rare word is found from its entries, not by reading the trail.
 */
const activitySearch = (word: string) => {
  const start = `${word}*`;
  return or(
    codeMatching(auditEvents.entityId)(start.toUpperCase(), ':'),
    codeMatching(auditEvents.actorEmail)(start.toLowerCase(), ':'),
    codeMatching(auditEvents.action)(start, ':'),
  );
};

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
