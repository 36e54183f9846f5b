import { type KycTaskStatus, kycTaskStatuses } from '@ops/core/contract';
import type { ListQuery } from '@ops/core/list-query';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { type ListQuerySql, listQueryCondition } from '../../db/list-query/list-query-sql.ts';
import { codeMatching, createdOn, equalTo } from '../../db/list-query/value-conditions.ts';
import { accountHolders, kycTasks } from '../../db/schema/index.ts';
import { anyStartsWith } from '../account-owner/like-pattern.ts';
import { sellerSearch } from '../account-owner/seller-query-sql.ts';

/** Up to this many sellers a search word finds are looked up through their tasks' index; more are checked task by task. */
const sellersLookedUp = 1_000;

/** The codes of the sellers each search word finds, or `many` past `sellersLookedUp`. */
export type SellersOfWords = ReadonlyMap<string, readonly string[] | 'many'>;

/** The sellers each word of a query finds (the sellers list's search, on its trigram index), one query a word. */
export async function sellersOfWords(db: Queryable, query: ListQuery | undefined): Promise<SellersOfWords> {
  const words = [...new Set(query?.words ?? [])];
  const found = await Promise.all(
    words.map(async (word) => {
      const sellers = await db
        .select({ code: accountHolders.code })
        .from(accountHolders)
        .where(sellerSearch(word))
        .limit(sellersLookedUp + 1);
      return [word, sellers.length > sellersLookedUp ? 'many' : sellers.map((seller) => seller.code)] as const;
    }),
  );
  return new Map(found);
}

/**
 * The KYC checks search: a task whose code starts with the word (any case, on `kyc_tasks_code_search_idx`), or whose
 * seller's name, code or e-mail holds it anywhere. The sellers a word finds are looked up by their codes, so a rare
 * word reads the few tasks it matches from two indexes; a word that many sellers hold is checked on each task in the
 * list's order, where a page fills quickly.
 */
const kycTaskSearch = (sellers: SellersOfWords) => (word: string) => {
  const found = sellers.get(word) ?? 'many';
  const ofSeller =
    found === 'many'
      ? sql`exists (select 1 from ${accountHolders} where ${accountHolders.code} = ${kycTasks.accountHolderCode} and ${sellerSearch(word)})`
      : found.length > 0
        ? inArray(kycTasks.accountHolderCode, [...found])
        : undefined;
  return or(anyStartsWith(word, [kycTasks.code]), ofSeller);
};

/**
 * The KYC checks list's query fields (core's `kycTaskQueryFields`) on `kyc_tasks`, status aside (`statusesOf`): the
 * seller's tier as the task keeps it (migration `list_query_kyc_tiers_and_search_starts`), codes as typed (a `*` start on the
 * `text_pattern_ops` indexes of migration `list_query_kyc_and_payout_batch_indexes`).
 */
function kycTaskQuerySql(today: Date, sellers: SellersOfWords): ListQuerySql {
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
    word: kycTaskSearch(sellers),
  };
}

/**
 * A read query as SQL without its status clauses, its relative days counted from `today` (UTC), its words' sellers
 * found first (`sellersOfWords`): the status counts are of each status under it.
 */
export const kycTaskQueryCondition = (query: ListQuery, today: Date, sellers: SellersOfWords): SQL | undefined =>
  listQueryCondition(kycTaskQuerySql(today, sellers), {
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
