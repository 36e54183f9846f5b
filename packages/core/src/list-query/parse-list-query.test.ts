import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import { formatListQuery } from './format-list-query.ts';
import { invoiceQueryFields } from './invoice-query-fields.ts';
import {
  activityQueryFields,
  balanceTransferQueryFields,
  bankLineQueryFields,
  kycTaskQueryFields,
  payoutBatchQueryFields,
  payoutRequestQueryFields,
  pspLineQueryFields,
  transactionQueryFields,
} from './list-query-fields.ts';
import { parseListQuery } from './parse-list-query.ts';
import { listQueryErrorMessage } from './query-error.ts';
import { reportQueryFields } from './report-query-fields.ts';
import { sellerQueryFields } from './seller-query-fields.ts';

const parse = (text: string) => parseListQuery(transactionQueryFields, text);
const errorOf = (text: string) => {
  const result = parse(text);
  if (result.ok) throw new Error(`'${text}' was read`);
  return result.error;
};

describe('parseListQuery', () => {
  it('reads the issue example into clauses, every one of which must hold', () => {
    const result = parseListQuery(
      payoutRequestQueryFields,
      'status:failed,returned amount>=1000 currency:eur created>-7d seller:AH-00* -type:MANUAL',
    );
    expect(result).toEqual({
      ok: true,
      query: {
        clauses: [
          { field: 'status', negated: false, operator: ':', values: ['FAILED', 'RETURNED'] },
          { field: 'amount', negated: false, operator: '>=', values: ['1000'] },
          { field: 'currency', negated: false, operator: ':', values: ['EUR'] },
          { field: 'created', negated: false, operator: '>', values: ['-7d'] },
          { field: 'seller', negated: false, operator: ':', values: ['AH-00*'] },
          { field: 'type', negated: true, operator: ':', values: ['MANUAL'] },
        ],
        words: [],
      },
    });
  });

  it('takes words without a field as the search, and field names in any case', () => {
    expect(parse('SP-12 Type:refund  order-7')).toEqual({
      ok: true,
      query: {
        clauses: [{ field: 'type', negated: false, operator: ':', values: ['REFUND'] }],
        words: ['SP-12', 'order-7'],
      },
    });
    expect(parse('   ')).toEqual({ ok: true, query: { clauses: [], words: [] } });
  });

  it('reads absolute and relative days, and amounts with decimals', () => {
    const result = parse('created>=2026-01-31 created<today created:-2w amount<10.50');
    expect(result.ok && result.query.clauses.map((clause) => clause.values[0])).toEqual([
      '2026-01-31',
      'today',
      '-2w',
      '10.50',
    ]);
  });

  it.each([
    ['colour:red', 'unknownField', 0, 'colour'],
    ['type:REFUND -size:4', 'unknownField', 13, 'size'],
    ['type:', 'missingValue', 4, ':'],
    ['type:REFUND,', 'missingValue', 11, ','],
    ['type:REFUND,,PAYMENT', 'missingValue', 11, ','],
    ['status:failed', 'unknownValue', 7, 'failed'],
    ['type>REFUND', 'operatorNotAllowed', 4, '>'],
    ['amount>=10,20', 'oneValueOnly', 11, '20'],
    ['amount>=ten', 'invalidAmount', 8, 'ten'],
    ['amount:10.1234', 'invalidAmount', 7, '10.1234'],
    ['currency:EURO', 'invalidCurrency', 9, 'EURO'],
    ['currency:XYZ', 'invalidCurrency', 9, 'XYZ'],
    ['created>2026-02-30', 'invalidDate', 8, '2026-02-30'],
    ['created>-7x', 'invalidDate', 8, '-7x'],
    ['seller:AH*00', 'invalidCode', 7, 'AH*00'],
    ['seller:*', 'invalidCode', 7, '*'],
    ['-refund', 'negatedWord', 0, '-refund'],
    ['x 1a:b', 'unknownField', 2, '1a'],
    ['x :b', 'unknownField', 2, ':'],
  ])('refuses %s as %s at character %i', (text, key, position, at) => {
    const error = errorOf(text);
    expect(error).toMatchObject({ key, position, text: at, length: at.length });
    expect(text.slice(error.position, error.position + error.length)).toBe(at);
  });

  it('refuses a query over 1,000 characters at the first character past the limit', () => {
    const error = errorOf(`${'a '.repeat(500)}b`);
    expect(error).toMatchObject({ key: 'tooLong', position: 1000, length: 1 });
  });

  it('says what is wrong and where in both languages', () => {
    const error = errorOf('type:REFUND status:failed');
    expect(listQueryErrorMessage(i18nObject('en'), error, transactionQueryFields)).toBe(
      "'failed' is not a value of status (character 20); the values are PENDING_SPLIT, PENDING_SETTLEMENT, " +
        'RECONCILED, CANCELLED',
    );
    expect(listQueryErrorMessage(i18nObject('nl'), error, transactionQueryFields)).toBe(
      "'failed' is geen waarde van status (teken 20); de waarden zijn PENDING_SPLIT, PENDING_SETTLEMENT, " +
        'RECONCILED, CANCELLED',
    );
    expect(listQueryErrorMessage(i18nObject('en'), errorOf('size:4'), transactionQueryFields)).toContain(
      'the fields are status, type, amount, currency, created, seller, code',
    );
  });

  it('formats a query so that reading it back gives the same query', () => {
    const text = 'status:RECONCILED,CANCELLED amount>=10.50 currency:EUR created>-7d seller:AH-00* -type:REFUND sp-1';
    const result = parse(text);
    if (!result.ok) throw new Error('not read');
    expect(formatListQuery(result.query)).toBe(text);
    expect(parse(formatListQuery(result.query))).toEqual(result);
  });

  it('reads the balance transfers list’s fields, which have no status, in both languages', () => {
    const result = parseListQuery(
      balanceTransferQueryFields,
      'type:vat,Correction amount>=10 from:VA-1* -to:VA-9 account:VA-5 code:BT-1* division:D-1 transfer',
    );
    expect(result.ok && result.query.clauses.map((clause) => [clause.field, clause.values])).toEqual([
      ['type', ['VAT', 'CORRECTION']],
      ['amount', ['10']],
      ['from', ['VA-1*']],
      ['to', ['VA-9']],
      ['account', ['VA-5']],
      ['code', ['BT-1*']],
      ['division', ['D-1']],
    ]);
    const status = parseListQuery(balanceTransferQueryFields, 'status:confirmed');
    if (status.ok) throw new Error('status was read');
    expect(listQueryErrorMessage(i18nObject('nl'), status.error, balanceTransferQueryFields)).toBe(
      "'status' is geen veld van deze lijst (teken 1); de velden zijn type, amount, currency, created, from, to, " +
        'account, code, merchant, division',
    );
  });

  it('reads the sellers list’s fields, statuses and KYC statuses in any case, and names its fields in both languages', () => {
    const result = parseListQuery(
      sellerQueryFields,
      'status:active,in_progress kyc:Passed -kyc:rejected balance>=10.50 country:NLD created>-30d code:AH-1* merchant:M-1 division:D-1 jansen',
    );
    expect(result).toEqual({
      ok: true,
      query: {
        clauses: [
          { field: 'status', negated: false, operator: ':', values: ['ACTIVE', 'IN_PROGRESS'] },
          { field: 'kyc', negated: false, operator: ':', values: ['PASSED'] },
          { field: 'kyc', negated: true, operator: ':', values: ['REJECTED'] },
          { field: 'balance', negated: false, operator: '>=', values: ['10.50'] },
          { field: 'country', negated: false, operator: ':', values: ['NLD'] },
          { field: 'created', negated: false, operator: '>', values: ['-30d'] },
          { field: 'code', negated: false, operator: ':', values: ['AH-1*'] },
          { field: 'merchant', negated: false, operator: ':', values: ['M-1'] },
          { field: 'division', negated: false, operator: ':', values: ['D-1'] },
        ],
        words: ['jansen'],
      },
    });
    const kyc = parseListQuery(sellerQueryFields, 'kyc:approved');
    if (kyc.ok) throw new Error('an unknown KYC status was read');
    expect(kyc.error).toMatchObject({ key: 'unknownValue', position: 4, length: 8 });
    const type = parseListQuery(sellerQueryFields, 'type:payment');
    if (type.ok) throw new Error('type was read');
    expect(listQueryErrorMessage(i18nObject('nl'), type.error, sellerQueryFields)).toBe(
      "'type' is geen veld van deze lijst (teken 1); de velden zijn status, kyc, balance, country, created, code, " +
        'merchant, division',
    );
  });

  it('reads the activity feed’s fields, e-mail addresses and their starts among the codes, in both languages', () => {
    const result = parseListQuery(
      activityQueryFields,
      'who:oscar@sandbox.test,anna+ops@* source:cli,Web -action:delete* type:balanceTransfer object:BT-1* when>-7d merchant:M-1 division:D-1 bt-7',
    );
    expect(result).toEqual({
      ok: true,
      query: {
        clauses: [
          { field: 'who', negated: false, operator: ':', values: ['oscar@sandbox.test', 'anna+ops@*'] },
          { field: 'source', negated: false, operator: ':', values: ['CLI', 'WEB'] },
          { field: 'action', negated: true, operator: ':', values: ['delete*'] },
          { field: 'type', negated: false, operator: ':', values: ['balanceTransfer'] },
          { field: 'object', negated: false, operator: ':', values: ['BT-1*'] },
          { field: 'when', negated: false, operator: '>', values: ['-7d'] },
          { field: 'merchant', negated: false, operator: ':', values: ['M-1'] },
          { field: 'division', negated: false, operator: ':', values: ['D-1'] },
        ],
        words: ['bt-7'],
      },
    });
    const source = parseListQuery(activityQueryFields, 'source:phone');
    if (source.ok) throw new Error('an unknown source was read');
    expect(listQueryErrorMessage(i18nObject('en'), source.error, activityQueryFields)).toBe(
      "'phone' is not a value of source (character 8); the values are WEB, PALETTE, CLI, API, JOB",
    );
    const status = parseListQuery(activityQueryFields, 'status:done');
    if (status.ok) throw new Error('status was read');
    expect(listQueryErrorMessage(i18nObject('nl'), status.error, activityQueryFields)).toBe(
      "'status' is geen veld van deze lijst (teken 1); de velden zijn who, action, type, object, source, when, " +
        'merchant, division',
    );
  });

  it('reads the bank lines list’s fields, statuses and types in any case, in both languages', () => {
    const result = parseListQuery(
      bankLineQueryFields,
      'status:failed,Unallocated -type:deposit amount>=10.50 currency:eur settled>=2026-03-01 reference:PR-1* batch:PB-1 file:BS-2 code:BL-3 pr-12',
    );
    expect(result.ok && result.query.clauses.map((clause) => [clause.field, clause.negated, clause.values])).toEqual([
      ['status', false, ['FAILED', 'UNALLOCATED']],
      ['type', true, ['DEPOSIT']],
      ['amount', false, ['10.50']],
      ['currency', false, ['EUR']],
      ['settled', false, ['2026-03-01']],
      ['reference', false, ['PR-1*']],
      ['batch', false, ['PB-1']],
      ['file', false, ['BS-2']],
      ['code', false, ['BL-3']],
    ]);
    const created = parseListQuery(bankLineQueryFields, 'created>-7d');
    if (created.ok) throw new Error('created was read');
    expect(listQueryErrorMessage(i18nObject('nl'), created.error, bankLineQueryFields)).toBe(
      "'created' is geen veld van deze lijst (teken 1); de velden zijn status, type, amount, currency, settled, code, " +
        'reference, batch, file',
    );
  });

  it('reads the PSP lines list’s fields, statuses and types in any case, and names its fields in both languages', () => {
    const result = parseListQuery(
      pspLineQueryFields,
      'status:Reconciled -type:settlement amount<=5 currency:usd settled<=-7d reference:PSP-1* batch:7 report:PX-2 merchant:M-1* division:D-1 code:PR-3 psp-12',
    );
    expect(result.ok && result.query.clauses.map((clause) => [clause.field, clause.negated, clause.values])).toEqual([
      ['status', false, ['RECONCILED']],
      ['type', true, ['SETTLEMENT']],
      ['amount', false, ['5']],
      ['currency', false, ['USD']],
      ['settled', false, ['-7d']],
      ['reference', false, ['PSP-1*']],
      ['batch', false, ['7']],
      ['report', false, ['PX-2']],
      ['merchant', false, ['M-1*']],
      ['division', false, ['D-1']],
      ['code', false, ['PR-3']],
    ]);
    const file = parseListQuery(pspLineQueryFields, 'file:BS-1');
    if (file.ok) throw new Error('file was read');
    expect(listQueryErrorMessage(i18nObject('en'), file.error, pspLineQueryFields)).toBe(
      "'file' is not a field of this list (character 1); the fields are status, type, amount, currency, settled, code, " +
        'reference, batch, report, merchant, division',
    );
    expect(listQueryErrorMessage(i18nObject('nl'), file.error, pspLineQueryFields)).toBe(
      "'file' is geen veld van deze lijst (teken 1); de velden zijn status, type, amount, currency, settled, code, " +
        'reference, batch, report, merchant, division',
    );
  });

  it('reads the reports list’s type, status, format, period and codes, and names its fields in both languages', () => {
    const result = parseListQuery(
      reportQueryFields,
      'type:account_statement,Fees status:failed format:pdf period>=-30d period<=2026-01-31 account:VA-1* -seller:AH-9 RP-12',
    );
    expect(result.ok && result.query.clauses.map((clause) => [clause.field, clause.operator, clause.values])).toEqual([
      ['type', ':', ['ACCOUNT_STATEMENT', 'FEES']],
      ['status', ':', ['FAILED']],
      ['format', ':', ['PDF']],
      ['period', '>=', ['-30d']],
      ['period', '<=', ['2026-01-31']],
      ['account', ':', ['VA-1*']],
      ['seller', ':', ['AH-9']],
    ]);
    expect(result.ok && result.query.words).toEqual(['RP-12']);
    const amount = parseListQuery(reportQueryFields, 'amount>10');
    if (amount.ok) throw new Error('amount was read');
    expect(listQueryErrorMessage(i18nObject('en'), amount.error, reportQueryFields)).toBe(
      "'amount' is not a field of this list (character 1); the fields are type, status, format, period, created, " +
        'account, seller, code',
    );
    expect(listQueryErrorMessage(i18nObject('nl'), amount.error, reportQueryFields)).toBe(
      "'amount' is geen veld van deze lijst (teken 1); de velden zijn type, status, format, period, created, " +
        'account, seller, code',
    );
  });

  it('reads the invoices list’s amount, currency, period and codes, and names its fields in both languages', () => {
    const result = parseListQuery(
      invoiceQueryFields,
      'amount>=100.50 currency:eur period>=-3m contract:FC-1* -transfer:BT-9 code:INV-2026* INV-7',
    );
    expect(result.ok && result.query.clauses.map((clause) => [clause.field, clause.operator, clause.values])).toEqual([
      ['amount', '>=', ['100.50']],
      ['currency', ':', ['EUR']],
      ['period', '>=', ['-3m']],
      ['contract', ':', ['FC-1*']],
      ['transfer', ':', ['BT-9']],
      ['code', ':', ['INV-2026*']],
    ]);
    expect(result.ok && result.query.words).toEqual(['INV-7']);
    const status = parseListQuery(invoiceQueryFields, 'status:paid');
    if (status.ok) throw new Error('status was read');
    expect(listQueryErrorMessage(i18nObject('nl'), status.error, invoiceQueryFields)).toBe(
      "'status' is geen veld van deze lijst (teken 1); de velden zijn amount, currency, period, created, code, " +
        'contract, transfer',
    );
  });

  it('reads the KYC checks list’s status, tier, reason and codes, and names its fields in both languages', () => {
    const result = parseListQuery(
      kycTaskQueryFields,
      'status:open,Assigned tier:advanced_kyc -reason:reopened created<=-7d seller:AH-1* merchant:M-1 jansen',
    );
    expect(result.ok && result.query.clauses.map((clause) => [clause.field, clause.negated, clause.values])).toEqual([
      ['status', false, ['OPEN', 'ASSIGNED']],
      ['tier', false, ['ADVANCED_KYC']],
      ['reason', true, ['REOPENED']],
      ['created', false, ['-7d']],
      ['seller', false, ['AH-1*']],
      ['merchant', false, ['M-1']],
    ]);
    expect(result.ok && result.query.words).toEqual(['jansen']);
    const amount = parseListQuery(kycTaskQueryFields, 'amount>10');
    if (amount.ok) throw new Error('amount was read');
    expect(listQueryErrorMessage(i18nObject('nl'), amount.error, kycTaskQueryFields)).toBe(
      "'amount' is geen veld van deze lijst (teken 1); de velden zijn status, tier, reason, created, seller, code, " +
        'merchant, division',
    );
  });

  it('reads the payout batches list’s status, total and currency, and names its fields', () => {
    const result = parseListQuery(payoutBatchQueryFields, 'status:open,Approved amount>=1000.50 currency:eur PO-1');
    expect(result.ok && result.query.clauses.map((clause) => [clause.field, clause.operator, clause.values])).toEqual([
      ['status', ':', ['OPEN', 'APPROVED']],
      ['amount', '>=', ['1000.50']],
      ['currency', ':', ['EUR']],
    ]);
    expect(result.ok && result.query.words).toEqual(['PO-1']);
    const seller = parseListQuery(payoutBatchQueryFields, 'seller:AH-1');
    if (seller.ok) throw new Error('seller was read');
    expect(listQueryErrorMessage(i18nObject('en'), seller.error, payoutBatchQueryFields)).toBe(
      "'seller' is not a field of this list (character 1); the fields are status, amount, currency, created, code, " +
        'merchant, division',
    );
  });
});
