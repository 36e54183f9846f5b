import type { BankAdapterRetrigger } from '@ops/core/contract';
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payoutBatches } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import { sandboxStatementFile } from '../fund/payouts/sandbox-statement.ts';
import { refuseLongRange } from '../psp-adapter/retrigger-psp-integration.ts';
import { importBankStatement } from './import-bank-statement.ts';

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * The bank adapter's retrigger for a division and a date range (at most one month, as the PSP adapter's): the bank's
 * camt.053 statement of each of the division's payout batches instructed in the range, oldest first, fetched from the
 * sandbox bank (`sandboxStatementFile`) and imported as an uploaded one (`importBankStatement`): a statement already
 * imported adds nothing, an entry another statement brought is not added again.
 */
export async function retriggerBankAdapter(
  tx: Transaction,
  division: { merchantCode: string; divisionCode: string },
  range: { from: string; to: string },
  caller: Caller,
  action: string,
): Promise<BankAdapterRetrigger> {
  refuseLongRange(range);
  const batches = await tx
    .select({ code: payoutBatches.code })
    .from(payoutBatches)
    .where(
      and(
        eq(payoutBatches.merchantCode, division.merchantCode),
        eq(payoutBatches.divisionCode, division.divisionCode),
        isNotNull(payoutBatches.instructedAt),
        gte(payoutBatches.instructedAt, new Date(`${range.from}T00:00:00Z`)),
        lt(payoutBatches.instructedAt, dayAfter(range.to)),
      ),
    )
    .orderBy(asc(payoutBatches.instructedAt), asc(payoutBatches.code));
  const statements = [];
  for (const batch of batches) {
    const file = await sandboxStatementFile(tx, batch.code);
    statements.push(await importBankStatement(tx, { fileName: file.name, content: await file.text() }, caller, action));
  }
  return { ...range, statements };
}
