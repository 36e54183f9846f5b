import fc from 'fast-check';
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
import { reportQueryFields } from './report-query-fields.ts';
import { sellerQueryFields } from './seller-query-fields.ts';

/** Pieces that make queries look almost right, so the fuzz reaches every branch and not only 'unknown field'. */
const pieces = [
  'status',
  'type',
  'amount',
  'currency',
  'created',
  'seller',
  'code',
  'batch',
  'from',
  'account',
  'VAT',
  'kyc',
  'balance',
  'country',
  'who',
  'object',
  'source',
  'when',
  'oscar@sandbox.test',
  'CLI',
  'settled',
  'report',
  'reference',
  'UNALLOCATED',
  'period',
  'contract',
  'transfer',
  'format',
  'GENERATED',
  'tier',
  'reason',
  'ADVANCED_KYC',
  'PASSED',
  'REFUND',
  'WAITING',
  'APPROVED',
  'eur',
  '-7d',
  '2026-01-31',
  'today',
  '10.50',
  'AH-00*',
  ':',
  '>=',
  '<=',
  '>',
  '<',
  ',',
  '-',
  ' ',
  '*',
  '"',
  '\t',
  'é',
  '😀',
];
const queryText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join('')),
  fc.string({ minLength: 990, maxLength: 1010 }),
);

describe('parseListQuery under random text', () => {
  it.each([
    ['transactions', transactionQueryFields],
    ['payout requests', payoutRequestQueryFields],
    ['balance transfers', balanceTransferQueryFields],
    ['sellers', sellerQueryFields],
    ['activity', activityQueryFields],
    ['bank lines', bankLineQueryFields],
    ['reports', reportQueryFields],
    ['invoices', invoiceQueryFields],
    ['KYC checks', kycTaskQueryFields],
    ['payout batches', payoutBatchQueryFields],
    ['PSP lines', pspLineQueryFields],
  ])('never throws on the %s list, and every error lies inside the text', (_, fields) => {
    fc.assert(
      fc.property(queryText, (text) => {
        const result = parseListQuery(fields, text);
        if (result.ok) {
          // What it read, written back, reads the same.
          expect(parseListQuery(fields, formatListQuery(result.query))).toEqual(result);
          return;
        }
        const { position, length } = result.error;
        expect(position).toBeGreaterThanOrEqual(0);
        expect(length).toBeGreaterThanOrEqual(1);
        expect(position + length).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 3000 },
    );
  });
});
