import { describe, expect, it } from 'vitest';
import { catalogueKey, catalogueMessage } from './error-catalogue.ts';

// Spec section 8, verbatim.
const specTable: Array<[number | string, string]> = [
  [404, 'Not found'],
  [500, 'Internal server error'],
  [503, 'Service unavailable'],
  [504, 'Gateway timeout'],
  [1000, 'Success'],
  [1001, 'Report will be generated and available soon'],
  [4001, 'Failed to generate report'],
  [4002, 'Select an account'],
  [4003, 'Select an account'],
  [4008, 'Select an account'],
  [4004, 'Merchant code should be provided'],
  [4005, 'Account code does not belong to merchant'],
  [4022, 'Account code does not belong to merchant'],
  [4006, 'Select a report'],
  [4009, 'Select a from date'],
  [4010, 'Account code must be provided'],
  [4011, 'This report has already been generated'],
  [4019, 'Table was not found'],
  [4020, 'Table update failed'],
  [4021, 'Job not executed since it no longer exists'],
  [4023, 'Invalid date range'],
  [4100, 'Data-warehouse query failed while fulfilling the request'],
  ['403.050.111', "This endpoint can't be called if not from a provider account"],
];

describe('catalogueMessage', () => {
  it('gives the English message of every code in the spec table', () => {
    for (const [code, message] of specTable) expect(catalogueMessage(code, 'en')).toBe(message);
  });

  it('has a Dutch message for every code, different from the English one where the words differ', () => {
    for (const [code] of specTable) expect(catalogueMessage(code, 'nl')).toBeTruthy();
    expect(catalogueMessage(4005, 'nl')).toBe('Rekeningcode hoort niet bij de merchant');
    expect(catalogueMessage('403.050.111', 'nl')).toBe(
      'Dit endpoint kan alleen vanuit een provideraccount worden aangeroepen',
    );
  });

  it('reads a numeric code sent as text the same as the number', () => {
    expect(catalogueMessage('4011', 'en')).toBe(catalogueMessage(4011, 'en'));
    expect(catalogueMessage(' 404 ', 'en')).toBe('Not found');
  });

  it('has no message for codes outside the catalogue', () => {
    expect(catalogueMessage(4007, 'en')).toBeUndefined();
    expect(catalogueMessage('403.050', 'en')).toBeUndefined();
    expect(catalogueMessage('toString', 'en')).toBeUndefined();
    expect(catalogueMessage(undefined, 'en')).toBeUndefined();
    expect(catalogueKey(null)).toBeUndefined();
  });
});
