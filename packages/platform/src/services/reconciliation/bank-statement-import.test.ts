import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankStatementFiles, bankStatementLines } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import { painSchemaErrors } from '../fund/payouts/testing/pain-schema.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../fund/payouts/testing/payout-test-kit.ts';
import { failureOf } from '../fund/testing/fund-test-kit.ts';
import { rematchBankLines } from './rematch-bank-lines.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;

const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });
const sample = (name: string) => readFileSync(new URL(`camt053/testing/samples/${name}`, import.meta.url), 'utf8');
const xmlFile = (content: string, name = 'statement.xml') => new File([content], name, { type: 'application/xml' });

beforeAll(async () => {
  kit = await startPayoutTest();
  // Seller 1's IBAN ends in 0000: the sandbox bank returns its transfer.
  shop = await kit.division({ sellers: 3, ibanEndings: ['', '0000', ''] });
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** How many statement files and lines the platform holds. */
async function stored() {
  const { db } = kit.platform.database;
  const [files] = await db.select({ value: count() }).from(bankStatementFiles);
  const [lines] = await db.select({ value: count() }).from(bankStatementLines);
  return { files: files?.value, lines: lines?.value };
}

/** Three requests of 40.00, 25.00 and 10.00 EUR processed into one batch, approved and instructed. */
async function instructedBatch() {
  const amounts = [4_000, 2_500, 1_000];
  const codes: string[] = [];
  for (const [index, account] of shop.sellerAccounts.entries()) {
    await kit.deposit(account, 10_000);
    const request = await kit.payouts.createPayoutRequest({
      params: division(),
      body: { virtualAccountCode: account, amountMode: 'PARTIAL', amount: amounts[index] ?? 0 },
    });
    codes.push(request.code);
  }
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: codes } });
  const payoutCode = report.items[0]?.payoutCode ?? '';
  await kit.payouts.approvePayout({ params: { ...division(), payoutCode, approverEmail: opsEmail } });
  await kit.payouts.instructPayout({ params: { ...division(), payoutCode } });
  return { payoutCode, codes };
}

describe('the round trip: instructed batch, pain.001 out, camt.053 back, imported and reconciled', () => {
  it('reconciles every item, puts the returned one back on its seller, and keeps the ledger whole', async () => {
    const { payoutCode, codes } = await instructedBatch();
    const pain = await kit.payouts.downloadPayoutSepaXml({ params: { ...division(), payoutCode } });
    expect(await painSchemaErrors(await pain.text())).toEqual([]);

    const statement = await kit.payouts.sandboxBankStatement({ params: { payoutCode }, query: { truncate: codes[2] } });
    const camt = await statement.text();
    expect(camt).toContain('urn:iso:std:iso:20022:tech:xsd:camt.053.001.02');
    const imported = await kit.reconciliation.importBankStatement({ body: { file: statement } });
    expect(imported).toMatchObject({
      fileName: `${payoutCode}-camt053.xml`,
      entryCount: 3,
      newLineCount: 3,
      importedBy: opsEmail,
      statuses: { RECONCILED: 2, FAILED: 1 },
    });
    const lines = (await kit.reconciliation.listBankStatementsInfo({ query: { fileCode: imported.code } })).elements;
    expect(lines.map((line) => [line.reference, line.type, line.status, line.amount]).sort()).toEqual(
      [
        [codes[0], 'CONFIRMED_TRANSACTION', 'RECONCILED', 4_000],
        [codes[1], 'RETURNED_TRANSACTION', 'RECONCILED', 2_500],
        [codes[2]?.slice(0, 8), 'CONFIRMED_TRANSACTION', 'FAILED', 1_000],
      ].sort(),
    );
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toEqual({ confirmed: 6_000, pending: 0, payout: 0 });
    expect(await kit.balancesOf(shop.sellerAccounts[1] ?? '')).toEqual({ confirmed: 10_000, pending: 0, payout: 0 });
    expect(await kit.balancesOf(shop.sellerAccounts[2] ?? '')).toEqual({ confirmed: 9_000, pending: 0, payout: 1_000 });
    await kit.assertLedger();

    // The truncated code is linked by hand; a line whose reference is whole cannot be.
    const truncated = lines.find((line) => line.status === 'FAILED');
    const whole = lines.find((line) => line.reference === codes[0]);
    const refused = await failureOf(
      kit.payouts.confirmPayoutBankLine({
        params: { bankLineCode: whole?.code ?? '' },
        query: { payout_code: codes[0] ?? '' },
      }),
    );
    expect(refused.status).toBe(409);
    await kit.payouts.confirmPayoutBankLine({
      params: { bankLineCode: truncated?.code ?? '' },
      query: { payout_code: codes[2] ?? '' },
    });
    const [batch] = (await kit.payouts.listDivisionPayouts({ params: division() })).elements;
    expect(batch).toMatchObject({ code: payoutCode, status: 'PARTIALLY_FAILED', processedCount: 2, returnedCount: 1 });
    await kit.assertLedger();

    // The same file again, or the same statement with other bytes, adds nothing and moves nothing.
    const before = await stored();
    expect(await kit.reconciliation.importBankStatement({ body: { file: xmlFile(camt) } })).toMatchObject({
      code: imported.code,
      alreadyImported: true,
    });
    const resent = await kit.reconciliation.importBankStatement({ body: { file: xmlFile(`${camt}\n`) } });
    expect(resent).toMatchObject({ alreadyImported: false, entryCount: 3, newLineCount: 0, statuses: {} });
    expect((await stored()).lines).toBe(before.lines);
    expect(await kit.balancesOf(shop.sellerAccounts[2] ?? '')).toEqual({ confirmed: 9_000, pending: 0, payout: 0 });
  });

  it('keeps a deposit and a batch line unallocated: nothing they could settle exists', async () => {
    const imported = await kit.reconciliation.importBankStatement({
      body: { file: xmlFile(sample('statement-001.02.xml')) },
    });
    expect(imported.statuses).toEqual({ UNALLOCATED: 2, FAILED: 2 });
    const lines = (await kit.reconciliation.listBankStatementsInfo({ query: { fileCode: imported.code } })).elements;
    expect(lines.find((line) => line.type === 'DEPOSIT')).toMatchObject({
      status: 'UNALLOCATED',
      creditDebit: 'CRDT',
      from: 'NL20INGB0001234567',
      toBank: 'NL86SNDB0123456789',
      description: 'Top-up November',
      settlementDate: '2026-11-26',
      bankName: 'SNDBNL2A',
      reconciledTransactions: 0,
    });
    const filtered = await kit.reconciliation.listBankStatementsInfo({
      query: { fileCode: imported.code, type: 'SEPA_BATCH' },
    });
    expect(filtered.elements.map((line) => line.status)).toEqual(['UNALLOCATED']);
  });

  it('allocates the deposit to a virtual account: its confirmed balance takes the money, the line is reconciled', async () => {
    const lines = (await kit.reconciliation.listBankStatementsInfo({ query: { type: 'DEPOSIT' } })).elements;
    const deposit = lines.find((line) => line.description === 'Top-up November');
    const batchLine = (await kit.reconciliation.listBankStatementsInfo({ query: { type: 'SEPA_BATCH' } })).elements[0];
    const account = shop.sellerAccounts[0] ?? '';
    const before = await kit.balancesOf(account);
    expect(
      await failureOf(
        kit.payouts.allocateBankLine({ body: { bankLineCode: batchLine?.code ?? '', virtualAccountCode: account } }),
      ),
    ).toMatchObject({ status: 409, error: { message: expect.stringMatching(/is a DBIT line$/) } });
    expect(
      await failureOf(
        kit.payouts.allocateBankLine({ body: { bankLineCode: deposit?.code ?? '', virtualAccountCode: 'VA-NOPE' } }),
      ),
    ).toMatchObject({ status: 404, error: { message: 'Error, check virtual account code' } });
    const allocated = await kit.payouts.allocateBankLine({
      body: { bankLineCode: deposit?.code ?? '', virtualAccountCode: account },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(allocated).toMatchObject({ status: 'RECONCILED', virtualAccountCode: account, allocatedBy: opsEmail });
    expect(await kit.balancesOf(account)).toEqual({ ...before, confirmed: before.confirmed + 250_000 });
    await kit.assertLedger();
  });
});

describe('refusing a bad statement file', () => {
  const good = sample('statement-001.02.xml');

  it.each([
    ['an empty file', '', 'The file is empty'],
    ['a file that is not XML', 'booking;amount\n2026-11-26;12.50', /^Not XML: line 1, column 1: /],
    ['another XML document', good.replace('camt.053.001.02', 'pain.001.001.03'), /^Not a camt\.053 bank statement/],
    // Read while its well-formedness is checked apart: the broken entry is refused as XML, whatever reading met.
    [
      'an entry that is not well-formed',
      good.replace('<Amt Ccy="EUR">2500.00</Amt>', '<Amt Ccy="EUR">2500.00</Amount>'),
      /^Not XML: line 64, column 31: /,
    ],
    [
      'a broken amount',
      good.replace('<Amt Ccy="EUR">2500.00</Amt>', '<Amt Ccy="EUR">2.500,00</Amt>'),
      "Statement 1, entry 3 (line 63): '2.500,00' is not an amount in EUR",
    ],
  ])('refuses %s with a one-line reason naming the place, and writes nothing', async (_, content, message) => {
    const before = await stored();
    const failure = await failureOf(kit.reconciliation.importBankStatement({ body: { file: xmlFile(content) } }));
    expect(failure.status).toBe(400);
    expect(failure.error?.message).toMatch(message);
    expect(failure.error?.details).toEqual([{ field: 'file', message: failure.error?.message }]);
    expect(await stored()).toEqual(before);
  });

  it('never answers 5xx and never imports part of a file, whatever the file', async () => {
    const cut = fc.integer({ min: 0, max: good.length }).map((at) => good.slice(0, at));
    const amount = fc
      .string({ maxLength: 12 })
      .map((text) => good.replace('<Amt Ccy="EUR">125.50</Amt>', `<Amt Ccy="EUR">${text}</Amt>`));
    const entryKeys = fc.nat().map((seed) => good.replaceAll('SNDB-000', `FUZZ-${seed}-`));
    await fc.assert(
      fc.asyncProperty(fc.oneof(cut, amount, entryKeys), async (content) => {
        const before = await stored();
        const answer = await kit.reconciliation
          .importBankStatement({ body: { file: xmlFile(content) } })
          .then(() => ({ status: 200 }))
          .catch((error: unknown) => ({ status: (error as { status?: number }).status ?? 0 }));
        expect([200, 400]).toContain(answer.status);
        if (answer.status === 400) expect(await stored()).toEqual(before);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('refuses a 50 MB file before reading it', async () => {
    const before = await stored();
    const huge = xmlFile(`<Document>${' '.repeat(50 * 1024 * 1024)}</Document>`);
    const failure = await failureOf(kit.reconciliation.importBankStatement({ body: { file: huge } }));
    expect(failure).toMatchObject({ status: 413, error: { message: 'The file is larger than 10 MB' } });
    expect(await stored()).toEqual(before);
  });
});

describe('matching stored lines again (auto-reconciliation)', () => {
  const caller: Caller = { email: opsEmail, name: 'Ops', opsStaff: true, roles: [] };

  it('settles a line that failed because its batch was not at the bank yet, once the batch is; and only once', async () => {
    const own = await kit.division({ sellers: 2 });
    const params = { merchantCode: own.merchantCode, divisionCode: own.divisionCode };
    const requestOf = async (account: string) => {
      await kit.deposit(account, 10_000);
      const request = await kit.payouts.createPayoutRequest({
        params,
        body: { virtualAccountCode: account, amountMode: 'PARTIAL', amount: 3_000 },
      });
      const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [request.code] } });
      const payoutCode = report.items[0]?.payoutCode ?? '';
      await kit.payouts.approvePayout({ params: { ...params, payoutCode, approverEmail: opsEmail } });
      return { code: request.code, payoutCode };
    };
    const [sent, waiting] = [
      await requestOf(own.sellerAccounts[0] ?? ''),
      await requestOf(own.sellerAccounts[1] ?? ''),
    ];
    expect(waiting.payoutCode).not.toBe(sent.payoutCode);
    await kit.payouts.instructPayout({ params: { ...params, payoutCode: sent.payoutCode } });
    // The bank's line for the second request arrives while its batch is approved, not yet instructed.
    const camt = (await (await kit.payouts.sandboxBankStatement({ params: { payoutCode: sent.payoutCode } })).text())
      .replaceAll(sent.code, waiting.code)
      .replaceAll(sent.payoutCode, waiting.payoutCode);
    const imported = await kit.reconciliation.importBankStatement({ body: { file: xmlFile(camt, 'early.xml') } });
    expect(imported.statuses).toEqual({ FAILED: 1 });
    const seller = own.sellerAccounts[1] ?? '';
    expect(await kit.balancesOf(seller)).toEqual({ confirmed: 7_000, pending: 0, payout: 3_000 });

    const rematch = () =>
      kit.platform.database.transaction((tx) =>
        rematchBankLines(tx, own.divisionCode, { caller, action: 'triggerAutoReconciliation' }),
      );
    expect(await rematch()).toBe(0);
    await kit.payouts.instructPayout({ params: { ...params, payoutCode: waiting.payoutCode } });
    expect(await rematch()).toBe(1);

    const [line] = (await kit.reconciliation.listBankStatementsInfo({ query: { fileCode: imported.code } })).elements;
    expect(line).toMatchObject({ status: 'RECONCILED', payoutRequestCode: waiting.code, failureReason: null });
    expect(await kit.balancesOf(seller)).toEqual({ confirmed: 7_000, pending: 0, payout: 0 });
    const [event] = await kit.auditOf('bankStatementLine', line?.code ?? '');
    expect(event).toMatchObject({
      action: 'triggerAutoReconciliation',
      before: { status: 'FAILED' },
      after: { status: 'RECONCILED', payoutRequestCode: waiting.code, allocatedBy: opsEmail },
    });

    const before = await stored();
    expect(await rematch()).toBe(0);
    expect(await stored()).toEqual(before);
    expect(await kit.balancesOf(seller)).toEqual({ confirmed: 7_000, pending: 0, payout: 0 });
    await kit.assertLedger();
  }, 30_000);
});
