import type {
  createFeeContractBodySchema,
  FeeContract,
  FeeContractStatus,
  feeContractListQuerySchema,
} from '@ops/core/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../../audit/record-audit.ts';
import { newCode } from '../../../db/codes.ts';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { feeContracts } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { invoicingMessages as messages } from '../invoicing-messages.ts';

type FeeContractRow = typeof feeContracts.$inferSelect;
type ContractAddress = DivisionAddress & { contractCode: string };

export function toFeeContract(row: FeeContractRow): FeeContract {
  const { createdAt, ...contract } = row;
  return { ...contract, createdAt: createdAt.toISOString() };
}

const inDivision = (address: DivisionAddress): SQL =>
  and(eq(feeContracts.merchantCode, address.merchantCode), eq(feeContracts.divisionCode, address.divisionCode)) as SQL;

/** A division's contracts, newest first. */
export async function listFeeContracts(
  db: Queryable,
  address: DivisionAddress,
  query: z.output<typeof feeContractListQuerySchema>,
): Promise<{ elements: FeeContract[] }> {
  await requireDivision(db, address);
  const rows = await db
    .select()
    .from(feeContracts)
    .where(
      and(
        inDivision(address),
        query.status ? eq(feeContracts.status, query.status) : undefined,
        query.currency ? eq(feeContracts.currency, query.currency) : undefined,
      ),
    )
    .orderBy(desc(feeContracts.createdAt), desc(feeContracts.code));
  return { elements: rows.map(toFeeContract) };
}

/** One contract of the division; another division's is not found. */
export async function requireFeeContract(
  db: Queryable,
  address: ContractAddress,
  options: { forUpdate?: boolean } = {},
): Promise<FeeContractRow> {
  const query = db
    .select()
    .from(feeContracts)
    .where(and(inDivision(address), eq(feeContracts.code, address.contractCode)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(messages.contractNotFound({ code: address.contractCode }));
  return row;
}

/** The division's active contract in a currency, if it has one. */
export async function activeFeeContract(
  db: Queryable,
  divisionCode: string,
  currency: string,
): Promise<FeeContractRow | undefined> {
  const [row] = await db
    .select()
    .from(feeContracts)
    .where(
      and(
        eq(feeContracts.divisionCode, divisionCode),
        eq(feeContracts.currency, currency),
        eq(feeContracts.status, 'ACTIVE'),
      ),
    );
  return row;
}

/** One active contract per division and currency: a second is refused, naming the currency. */
async function refuseSecondActive(tx: Transaction, divisionCode: string, currency: string): Promise<void> {
  if (await activeFeeContract(tx, divisionCode, currency)) throw conflict(messages.oneActiveContract({ currency }));
}

interface ContractChange {
  caller: Caller;
  action: string;
}

export async function createFeeContract(
  tx: Transaction,
  address: DivisionAddress,
  body: z.output<typeof createFeeContractBodySchema>,
  { caller, action }: ContractChange,
): Promise<FeeContract> {
  await requireDivision(tx, address, { forUpdate: true });
  if (body.status === 'ACTIVE') await refuseSecondActive(tx, address.divisionCode, body.currency);
  const [row] = await tx
    .insert(feeContracts)
    .values({ ...body, ...address, code: newCode('CT'), createdBy: caller.email })
    .returning();
  if (!row) throw new Error('the contract was not inserted');
  await recordAudit(tx, {
    actorEmail: caller.email,
    action,
    entityType: 'feeContract',
    entityId: row.code,
    before: null,
    after: toFeeContract(row),
  });
  return toFeeContract(row);
}

async function changeStatus(
  tx: Transaction,
  row: FeeContractRow,
  status: FeeContractStatus,
  { caller, action }: ContractChange,
): Promise<FeeContract> {
  const [changed] = await tx.update(feeContracts).set({ status }).where(eq(feeContracts.code, row.code)).returning();
  if (!changed) throw new Error('the contract was not updated');
  await recordAudit(tx, {
    actorEmail: caller.email,
    action,
    entityType: 'feeContract',
    entityId: row.code,
    before: { status: row.status },
    after: { status },
  });
  return toFeeContract(changed);
}

/** A created contract becomes active, unless the division has an active one in its currency. */
export async function activateFeeContract(
  tx: Transaction,
  address: ContractAddress,
  change: ContractChange,
): Promise<FeeContract> {
  await requireDivision(tx, address, { forUpdate: true });
  const row = await requireFeeContract(tx, address, { forUpdate: true });
  if (row.status !== 'CREATED') {
    throw conflict(messages.contractNotCreated({ code: row.code, status: row.status.toLowerCase() }));
  }
  await refuseSecondActive(tx, row.divisionCode, row.currency);
  return changeStatus(tx, row, 'ACTIVE', change);
}

/** An active or created contract ends; an ended one stays as it is. */
export async function expireFeeContract(
  tx: Transaction,
  address: ContractAddress,
  change: ContractChange,
): Promise<FeeContract> {
  const row = await requireFeeContract(tx, address, { forUpdate: true });
  if (row.status === 'EXPIRED' || row.status === 'ERROR') throw conflict(messages.contractEnded({ code: row.code }));
  return changeStatus(tx, row, 'EXPIRED', change);
}
