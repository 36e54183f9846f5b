import {
  type CreateMerchantBody,
  type DivisionSummary,
  type Merchant,
  type MerchantSearchQuery,
  merchantSearchMinLength,
  type Page,
} from '@ops/core/contract';
import { and, asc, count, desc, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { pageOf } from '../../db/page-of.ts';
import { divisions, merchants } from '../../db/schema/index.ts';
import { insertDivision } from './division-queries.ts';
import { containsPattern, startsWithPattern } from './like-pattern.ts';
import type { DivisionRow, MerchantRow } from './scope.ts';

export function toMerchant(row: MerchantRow, divisionSummaries: DivisionSummary[]): Merchant {
  return {
    code: row.code,
    displayName: row.displayName,
    description: row.description,
    defaultKycTier: row.defaultKycTier,
    countryCode: row.countryCode,
    usCardProcessor: row.countryCode === 'USA',
    divisions: divisionSummaries,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The live divisions of these merchants, oldest first: the first is the one a new merchant was created with. */
async function divisionSummariesOf(db: Queryable, merchantCodes: string[]) {
  const byMerchant = new Map<string, DivisionSummary[]>();
  if (merchantCodes.length === 0) return byMerchant;
  const rows = await db
    .select({ code: divisions.code, displayName: divisions.displayName, merchantCode: divisions.merchantCode })
    .from(divisions)
    .where(and(inArray(divisions.merchantCode, merchantCodes), isNull(divisions.deletedAt)))
    .orderBy(asc(divisions.createdAt), asc(divisions.code));
  for (const { merchantCode, ...summary } of rows) {
    byMerchant.set(merchantCode, [...(byMerchant.get(merchantCode) ?? []), summary]);
  }
  return byMerchant;
}

export async function merchantWithDivisions(db: Queryable, row: MerchantRow): Promise<Merchant> {
  const summaries = await divisionSummariesOf(db, [row.code]);
  return toMerchant(row, summaries.get(row.code) ?? []);
}

/**
 * Which merchants a search means: a code starting with the query, of any length, or, from 3 letters on, a
 * name containing it; both case-insensitive.
 */
function matching(query: string | undefined): SQL | undefined {
  if (query === undefined) return undefined;
  const codeStarts = sql`lower(${merchants.code}) like ${startsWithPattern(query)}`;
  if (query.length < merchantSearchMinLength) return codeStarts;
  return or(codeStarts, sql`lower(${merchants.displayName}) like ${containsPattern(query)}`);
}

/** A page of matching merchants, the exact code first, then by name. */
export async function searchMerchants(db: Queryable, search: MerchantSearchQuery): Promise<Page<Merchant>> {
  const where = and(isNull(merchants.deletedAt), matching(search.query));
  const exactCodeFirst = desc(sql`lower(${merchants.code}) = ${search.query?.toLowerCase() ?? ''}`);
  return pageOf(
    search,
    {
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(merchants)
          .where(where)
          .orderBy(exactCodeFirst, asc(sql`lower(${merchants.displayName})`), asc(merchants.code))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(merchants).where(where),
    },
    async (rows) => {
      const summaries = await divisionSummariesOf(
        db,
        rows.map((row) => row.code),
      );
      return rows.map((row) => toMerchant(row, summaries.get(row.code) ?? []));
    },
  );
}

/** A merchant with a generated code and its first division, named after it, in the merchant's default tier. */
export async function insertMerchant(
  tx: Transaction,
  body: Required<CreateMerchantBody>,
): Promise<{ merchant: MerchantRow; division: DivisionRow }> {
  const [merchant] = await tx
    .insert(merchants)
    .values({
      code: newCode('M'),
      displayName: body.displayName,
      description: body.description,
      defaultKycTier: body.defaultKycTier,
      countryCode: body.countryCode,
    })
    .returning();
  if (!merchant) throw new Error('the merchant was not inserted');
  const division = await insertDivision(tx, merchant, { displayName: merchant.displayName, description: '' });
  return { merchant, division };
}
