import { isSentForApproval, readApiError, type ServiceClients } from '@ops/core/api';
import type { ApprovalRequest } from '@ops/core/contract';
import type { CliContext } from '../cli-context.ts';
import { CliError, exitCodes } from '../cli-error.ts';

/** How often `--wait` asks for a held request's outcome. */
const pollMs = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a request ended without running: the rejection's reason, the refusal's message, or its status. */
function reasonOf(context: CliContext, request: ApprovalRequest): string {
  if (request.rejection) return request.rejection.reason;
  const refusal = readApiError(request.outcome?.body);
  return refusal?.message ?? context.t.approvals.statuses[request.status]();
}

/**
 * What to do with a call an approval rule held back (any other failure is thrown on): without `--wait`, its code
 * on standard output and exit 4; with it, ask every second until the request is decided, then answer what the
 * run answered, or fail (exit 1) with the rejection's reason or the refusal's words.
 */
export async function settleHeldCall(
  context: CliContext,
  clients: Pick<ServiceClients, 'approvals'>,
  error: unknown,
  wait: boolean,
): Promise<unknown> {
  if (!isSentForApproval(error)) throw error;
  const { t, io } = context;
  const { code } = error.approval;
  const message = t.approvals.sentForApproval(error.approval);
  io.stdout.write(`${code}\n`);
  if (!wait) throw new CliError(message, exitCodes.sentForApproval);
  io.stderr.write(`${t.cli.approvals.waiting({ message })}\n`);
  for (;;) {
    const request = await clients.approvals.getApprovalRequest({ params: { approvalRequestCode: code } });
    if (request.status === 'EXECUTED') return request.outcome?.body;
    if (request.status !== 'PENDING' && request.status !== 'APPROVED') {
      const status = t.approvals.statuses[request.status]();
      throw new CliError(t.cli.approvals.ended({ code, status, reason: reasonOf(context, request) }));
    }
    await sleep(pollMs);
  }
}
