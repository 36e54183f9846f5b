import type { ListQuery } from '@ops/core/list-query';
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { type ListQuerySql, listQueryCondition } from '../../db/list-query/list-query-sql.ts';
import { amountComparing, codeMatching, createdOn, equalTo } from '../../db/list-query/value-conditions.ts';
import { accountHolders, virtualAccounts } from '../../db/schema/index.ts';
import { containsPattern } from './like-pattern.ts';

/** The seller search: the seller's name, code or e-mail holds the text anywhere, in any case (the trigram index). */
export const sellerSearch = (text: string): SQL => sql`${accountHolders.searchText} like ${containsPattern(text)}`;

/**
 * The sellers list's query fields (core's `sellerQueryFields`) on `account_holders`: `balance` holds when one of the
 * seller's virtual accounts has such a confirmed balance in its own currency; the country in capitals, as stored;
 * codes as typed (a `*` start on the `text_pattern_ops` indexes of migration `0054_list_query_seller_indexes`, which
 * also indexes the KYC status in the list's order and the creation day for the count).
 */
function sellerQuerySql(db: Queryable, today: Date): ListQuerySql {
  const confirmed = amountComparing(virtualAccounts.confirmedBalance, virtualAccounts.currency);
  const country = codeMatching(accountHolders.country);
  return {
    fields: {
      status: equalTo(accountHolders.status),
      kyc: equalTo(accountHolders.kycStatus),
      balance: (value, operator) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(virtualAccounts)
            .where(and(eq(virtualAccounts.accountHolderCode, accountHolders.code), confirmed(value, operator))),
        ),
      country: (value, operator) => country(value.toUpperCase(), operator),
      created: createdOn(accountHolders.createdAt, today),
      code: codeMatching(accountHolders.code),
      merchant: codeMatching(accountHolders.merchantCode),
      division: codeMatching(accountHolders.divisionCode),
    },
    word: sellerSearch,
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const sellerQueryCondition = (db: Queryable, query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(sellerQuerySql(db, today), query);
