import { describe, expect, it } from 'vitest';
import {
  createExternalAccountBodySchema,
  externalAccountStatusUpdateSchema,
  ibanCheckBodySchema,
  newStatusRequiredMessage,
} from './external-account.ts';
import { invalidIbanMessage } from './iban.ts';

describe('external accounts', () => {
  it('stores a typed IBAN in electronic format with EUR and SEPA by default', () => {
    expect(createExternalAccountBodySchema.parse({ type: 'IBAN', iban: 'nl91 abna 0417 1643 00' })).toEqual({
      type: 'IBAN',
      iban: 'NL91ABNA0417164300',
      currency: 'EUR',
      paymentMethod: 'SEPA',
    });
  });

  it('rejects an IBAN whose checksum fails', () => {
    const result = ibanCheckBodySchema.safeParse({ iban: 'NL91ABNA0417164301' });
    expect(result.error?.issues[0]?.message).toBe(invalidIbanMessage);
  });

  it('needs account and routing number for an account outside SEPA', () => {
    const result = createExternalAccountBodySchema.safeParse({
      type: 'ACCOUNT_NUMBER',
      currency: 'USD',
      accountNumber: '123',
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['routingNumber']]);
  });

  it("needs a new status ('Please select a new status') and a reason to update a status", () => {
    const update = {
      accountOwnerCode: 'AH-1',
      externalAccountCode: 'EA-1',
      internalComment: 'Bank statement matches',
      analyst: 'ops@example.com',
    };
    expect(externalAccountStatusUpdateSchema.safeParse({ ...update, status: 'ACTIVE' }).success).toBe(true);
    const withoutStatus = externalAccountStatusUpdateSchema.safeParse(update);
    expect(withoutStatus.error?.issues).toEqual([
      expect.objectContaining({ path: ['status'], message: newStatusRequiredMessage }),
    ]);
    const withoutReason = externalAccountStatusUpdateSchema.safeParse({
      ...update,
      status: 'REJECTED',
      internalComment: ' ',
    });
    expect(withoutReason.error?.issues).toEqual([
      expect.objectContaining({ path: ['internalComment'], message: 'Required' }),
    ]);
  });
});
