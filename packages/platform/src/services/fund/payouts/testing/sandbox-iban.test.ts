import { describe, expect, it } from 'vitest';
import { sandboxRuleEndings, sandboxStatementLine } from '../sandbox-bank.ts';
import { sandboxIban } from './payout-test-kit.ts';

/** Whether `iban` is a valid IBAN by its check digits (ISO 13616, mod 97). */
const validIban = (iban: string) =>
  BigInt(`${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))) %
    97n ===
  1n;

describe("the payout tests' sandbox IBANs", () => {
  // The sandbox bank bounces a transfer to an account ending in 0000 and truncates the reference of one ending in
  // 9999: a test that did not ask for either must get a plain payment, or its lines fail one run in a few thousand.
  it('are paid in full with their whole reference unless an ending was asked for, across 20,000 draws', () => {
    const drawn = Array.from({ length: 20_000 }, () => sandboxIban());
    const ruled = drawn.filter((iban) => Object.values(sandboxRuleEndings).some((ending) => iban.endsWith(ending)));
    expect(ruled).toEqual([]);
    expect(drawn.every(validIban)).toBe(true);
    expect(sandboxStatementLine(drawn[0] ?? '', 'PR-1234567890')).toEqual({
      type: 'CONFIRMED_TRANSACTION',
      reference: 'PR-1234567890',
    });
  });

  it('end as asked, and the sandbox bank applies its rule to them', () => {
    const bounced = sandboxIban(sandboxRuleEndings.bounces);
    const truncated = sandboxIban(sandboxRuleEndings.truncates);
    expect([bounced, truncated].every(validIban)).toBe(true);
    expect(sandboxStatementLine(bounced, 'PR-1234567890').type).toBe('RETURNED_TRANSACTION');
    expect(sandboxStatementLine(truncated, 'PR-1234567890').reference).toBe('PR-12345');
  });
});
