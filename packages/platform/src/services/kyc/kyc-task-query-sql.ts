import { type KycTaskStatus, kycTaskStatuses } from '@ops/core/contract';
import type { ListQuery } from '@ops/core/list-query';
import { or, type SQL, sql } from 'drizzle-orm';
import { type ListQuerySql, listQueryCondition } from '../../db/list-query/list-query-sql.ts';
import { codeMatching, createdOn, equalTo } from '../../db/list-query/value-conditions.ts';
import { accountHolders, kycTasks } from '../../db/schema/index.ts';
import { startsWithPattern } from '../account-owner/like-pattern.ts';
import { sellerSearch } from '../account-owner/seller-query-sql.ts';

/**
 * The KYC checks search: a task whose code starts with the word (any case, on `kyc_tasks_code_search_idx`), or whose
 * seller's name, code or e-mail holds it anywhere (the sellers list's search, on its trigram index). The sellers
 * found are one array, so both halves are index lookups ORed, never a probe of every task.
 */
const kycTaskSearch = (word: string) =>
  or(
    sql`lower(${kycTasks.code}) like ${startsWithPattern(word)}`,
    sql`${kycTasks.accountHolderCode} = any(array(select ${accountHolders.code} from ${accountHolders} where ${sellerSearch(word)}))`,
  );

/**
 * The KYC checks list's query fields (core's `kycTaskQueryFields`) on `kyc_tasks`, status aside (`statusesOf`): the
 * seller's tier as the task keeps it (migration `list_query_kyc_task_tiers`), codes as typed (a `*` start on the
 * `text_pattern_ops` indexes of migration `list_query_kyc_and_payout_batch_indexes`).
 */
function kycTaskQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      tier: equalTo(kycTasks.tier),
      reason: equalTo(kycTasks.reason),
      created: createdOn(kycTasks.createdAt, today),
      seller: codeMatching(kycTasks.accountHolderCode),
      code: codeMatching(kycTasks.code),
      merchant: codeMatching(kycTasks.merchantCode),
      division: codeMatching(kycTasks.divisionCode),
    },
    word: kycTaskSearch,
  };
}

/**
 * A read query as SQL without its status clauses, its relative days counted from `today` (UTC): the status counts
 * are of each status under it.
 */
export const kycTaskQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(kycTaskQuerySql(today), {
    ...query,
    clauses: query.clauses.filter((clause) => clause.field !== 'status'),
  });

/** The statuses a query's status clauses let through (each a value of the clause, or none of them when negated). */
export const statusesOf = (query: ListQuery | undefined): KycTaskStatus[] =>
  kycTaskStatuses.filter((status) =>
    (query?.clauses ?? []).every(
      (clause) => clause.field !== 'status' || clause.values.includes(status) !== clause.negated,
    ),
  );
