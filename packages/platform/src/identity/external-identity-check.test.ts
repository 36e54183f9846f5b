import { describe, expect, it } from 'vitest';
import { externalIdentityCheck } from './external-identity-check.ts';

const check = externalIdentityCheck({
  issuer: 'https://accounts.example.com',
  clientId: 'ops-console',
  allowedDomains: ['payments.example', 'ops.example'],
});

describe('ops staff behind an external issuer', () => {
  it('are the verified e-mail addresses of the allowed domains, in any case', () => {
    expect(check.isOpsStaff({ email: 'Olivia@Payments.Example', email_verified: true })).toBe(true);
    expect(check.isOpsStaff({ email: 'olivia@ops.example', email_verified: true })).toBe(true);
  });

  it('are not addresses the issuer has not verified, nor other domains, nor look-alikes', () => {
    expect(check.isOpsStaff({ email: 'olivia@payments.example', email_verified: false })).toBe(false);
    expect(check.isOpsStaff({ email: 'olivia@payments.example' })).toBe(false);
    expect(check.isOpsStaff({ email: 'olivia@gmail.com', email_verified: true })).toBe(false);
    expect(check.isOpsStaff({ email: 'olivia@evil-payments.example', email_verified: true })).toBe(false);
    expect(check.isOpsStaff({ email: 'olivia@payments.example.evil.test', email_verified: true })).toBe(false);
  });

  it('also include accounts whose workspace (the hosted-domain claim) is allowed', () => {
    expect(check.isOpsStaff({ email: 'olivia@alias.example', email_verified: true, hd: 'payments.example' })).toBe(
      true,
    );
    expect(check.isOpsStaff({ email: 'olivia@alias.example', email_verified: true, hd: 'other.example' })).toBe(false);
  });
});
