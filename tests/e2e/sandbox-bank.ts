import { type APIRequestContext, expect } from '@playwright/test';
import { demoAccounts } from './sign-in.ts';

const fund = '/api/main/api/v1/fund';

async function opsHeaders(request: APIRequestContext) {
  const token = await request.post('/sandbox/token', { data: { email: demoAccounts.ops.email } });
  const { idToken } = (await token.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}`, 'x-user': demoAccounts.ops.email };
}

/**
 * The sandbox bank's camt.053 statement for an instructed batch, as the file the bank sends (the item named by
 * `truncate` with its end-to-end id cut short).
 */
export async function sandboxStatement(
  request: APIRequestContext,
  payoutCode: string,
  truncate?: string,
): Promise<{ name: string; xml: string }> {
  const response = await request.get(`${fund}/sandbox/bank/statement/${payoutCode}`, {
    headers: await opsHeaders(request),
    params: truncate ? { truncate } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { name: `${payoutCode}-camt053.xml`, xml: await response.text() };
}

/** Imports the sandbox bank's statement for an instructed batch: its lines settle the batch's items. */
export async function importSandboxStatement(request: APIRequestContext, payoutCode: string): Promise<void> {
  const { name, xml } = await sandboxStatement(request, payoutCode);
  const response = await request.post('/api/main/api/v1/reconciliation/bank-statements', {
    headers: await opsHeaders(request),
    multipart: { file: { name, mimeType: 'application/xml', buffer: Buffer.from(xml) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
