import {
  accountOwnerRoutes,
  apiErrorSchema,
  balanceTransferSchema,
  buildPath,
  type ContractRoute,
  fundRoutes,
  insightsBalanceRoutes,
  pageOf,
} from '@ops/core/contract';
import type { z } from 'zod';
import type { AccountBalances, LedgerTransfer, Outcome, TransferAnswer, TransferArguments } from './bank-history.ts';

/** Where a call goes and as whom. */
export interface CallTarget {
  baseUrl: string;
  headers: Record<string, string>;
  /** A call unanswered this long is given up: an `info` outcome. */
  timeoutMs: number;
}

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One call of a contract route over HTTP, as a client sees it: `ok` with the answer read by the route's response
 * schema, `fail` for a refusal (4xx), `info` for no answer, a timeout, a 5xx or an answer that breaks the contract.
 */
async function callRoute<Value>(
  target: CallTarget,
  route: ContractRoute,
  request: Request,
  read: (answer: unknown, response: Response) => Value,
): Promise<Outcome<Value>> {
  const url = new URL(`${target.baseUrl}/api/${buildPath(route.path, request.params)}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, String(value));
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(url, {
      method: route.method,
      headers: { ...target.headers, ...request.headers },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    answer = await response.json().catch(() => undefined);
  } catch (error) {
    return { type: 'info', status: null, message: reasonOf(error) };
  }
  const { status } = response;
  const message = apiErrorSchema.safeParse(answer).data?.message ?? response.statusText;
  if (status >= 400 && status < 500) return { type: 'fail', status, message };
  if (status !== (route.successStatus ?? 200)) return { type: 'info', status, message };
  const value = route.response.safeParse(answer);
  if (!value.success)
    return { type: 'info', status, message: `the answer breaks the contract: ${value.error.message}` };
  return { type: 'ok', status, value: read(value.data, response) };
}

/** Why a call got no answer: the socket's error code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET) or the timeout. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** A balance transfer between two sellers, with its Idempotency-Key and its reference as the description. */
export function callTransfer(target: CallTarget, transfer: TransferArguments): Promise<Outcome<TransferAnswer>> {
  return callRoute(
    target,
    fundRoutes.createBalanceTransfer,
    {
      headers: { 'idempotency-key': transfer.idempotencyKey },
      body: {
        fromVirtualAccountCode: transfer.from,
        toVirtualAccountCode: transfer.to,
        amount: transfer.amount,
        currency: 'EUR',
        type: 'CORRECTION',
        description: transfer.reference,
      },
    },
    (answer, response) => ({
      transferCode: (answer as z.infer<typeof balanceTransferSchema>).code,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    }),
  );
}

export interface DivisionAddress {
  merchantCode: string;
  divisionCode: string;
}

/** Every seller's balances in one read: the seller list's first page with its balances, one statement. */
export function callReadBalances(target: CallTarget, division: DivisionAddress): Promise<Outcome<AccountBalances[]>> {
  return callRoute(
    target,
    accountOwnerRoutes.listDivisionAccountHolders,
    { params: { ...division }, query: { _fragments: 'balances', limit: 1000 } },
    (answer) =>
      (answer as z.infer<typeof accountOwnerRoutes.listDivisionAccountHolders.response>).elements.flatMap((seller) =>
        (seller.balances ?? []).map((account) => ({
          account: account.code,
          confirmed: account.confirmedBalance,
          pending: account.pendingBalance,
          payout: account.payoutBalance,
        })),
      ),
  );
}

/** The division's group balance in euros: what its sellers and its income account hold together. */
export function callReadTotal(target: CallTarget, division: DivisionAddress): Promise<Outcome<number>> {
  return callRoute(target, insightsBalanceRoutes.getGroupBalance, { params: { ...division } }, (answer) => {
    const { currencies } = answer as z.infer<typeof insightsBalanceRoutes.getGroupBalance.response>;
    return currencies.find((currency) => currency.currency === 'EUR')?.totalBalance ?? 0;
  });
}

const ledgerPageSize = 1000;
const ledgerPageSchema = pageOf(balanceTransferSchema);

/** Every balance transfer of the division, page by page (read once nothing moves any more). */
export async function callReadLedger(
  target: CallTarget,
  division: DivisionAddress,
): Promise<Outcome<LedgerTransfer[]>> {
  const ledger: LedgerTransfer[] = [];
  for (let page = 0; ; page += 1) {
    const outcome = await callRoute(
      target,
      fundRoutes.listBalanceTransfers,
      { query: { ...division, page, limit: ledgerPageSize } },
      (answer) => answer as z.infer<typeof ledgerPageSchema>,
    );
    if (outcome.type !== 'ok') return outcome;
    for (const transfer of outcome.value.elements) {
      ledger.push({
        transferCode: transfer.code,
        from: transfer.fromVirtualAccountCode,
        to: transfer.toVirtualAccountCode,
        amount: transfer.amount,
        reference: transfer.description,
      });
    }
    if ((page + 1) * ledgerPageSize >= outcome.value.totalCount) return { ...outcome, value: ledger };
  }
}
