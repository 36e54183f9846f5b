import { describe, expect, it } from 'vitest';
import { diffKycData } from './kyc-data-changes.ts';

describe('KYC data changes', () => {
  it('reads a filled-in field as new, a changed one as updated and a cleared one as removed', () => {
    const previous = { legalName: 'Bakkerij Jansen', 'address.city': 'Utrecht', taxNumber: 'NL001' };
    const current = { legalName: 'Bakkerij Jansen', 'address.city': 'Amsterdam', 'ubos.UBO-1.lastName': 'Jansen' };
    expect(diffKycData(previous, current)).toEqual({
      new: [{ field: 'ubos.UBO-1.lastName', before: null, after: 'Jansen' }],
      updated: [{ field: 'address.city', before: 'Utrecht', after: 'Amsterdam' }],
      removed: [{ field: 'taxNumber', before: 'NL001', after: null }],
    });
  });

  it('calls everything new before the first decision', () => {
    expect(diffKycData(null, { legalName: 'A' }).new).toEqual([{ field: 'legalName', before: null, after: 'A' }]);
  });
});
