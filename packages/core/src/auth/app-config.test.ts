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
});
