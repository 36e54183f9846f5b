import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config.ts';

describe('parseAppConfig', () => {
  it('reads the issuer and client id', () => {
    expect(parseAppConfig({ issuer: 'http://localhost:8080/oidc', clientId: 'ops-web', extra: 1 })).toEqual({
      issuer: 'http://localhost:8080/oidc',
      clientId: 'ops-web',
    });
  });

  it('refuses anything else, such as an HTML page or a non-http issuer', () => {
    expect(parseAppConfig('<html>')).toBeUndefined();
    expect(parseAppConfig({ issuer: 'javascript:alert(1)', clientId: 'ops-web' })).toBeUndefined();
    expect(parseAppConfig({ issuer: 'https://id.example.com', clientId: ' ' })).toBeUndefined();
  });

  it('reads a support address, and leaves out one that is not a plain address', () => {
    const base = { issuer: 'https://id.example.com', clientId: 'ops-web' };
    expect(parseAppConfig({ ...base, supportEmail: 'support@example.com' })).toEqual({
      ...base,
      supportEmail: 'support@example.com',
    });
    expect(parseAppConfig({ ...base, supportEmail: 'a@b.com?cc=evil@x.com' })).toEqual(base);
    expect(parseAppConfig({ ...base, supportEmail: 42 })).toEqual(base);
  });
});
