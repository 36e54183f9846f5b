import { describe, expect, it } from 'vitest';
import { isSessionExpired, parseSessionRecord, type SessionRecord, sessionExpiresAt } from './session-record.ts';

const promptedAt = Date.UTC(2026, 0, 5, 9, 0, 0);
const session: SessionRecord = {
  idToken: 'header.payload.signature',
  user: { email: 'ops@sandbox.test', name: 'Olivia Ops', exp: promptedAt / 1000 + 3600 },
  promptedAt,
};

describe('session expiry', () => {
  it('is 55 minutes after the sign-in prompt when the token itself lives longer', () => {
    expect(sessionExpiresAt(session)).toBe(promptedAt + 3_300_000);
    expect(isSessionExpired(session, promptedAt + 3_299_999)).toBe(false);
    expect(isSessionExpired(session, promptedAt + 3_300_000)).toBe(true);
  });

  it("is the token's own expiry when that comes first", () => {
    const shortLived = { ...session, user: { ...session.user, exp: promptedAt / 1000 + 600 } };
    expect(sessionExpiresAt(shortLived)).toBe(promptedAt + 600_000);
  });
});

describe('parseSessionRecord', () => {
  it('reads back what was stored', () => {
    expect(parseSessionRecord(JSON.parse(JSON.stringify(session)))).toEqual(session);
  });

  it('refuses what is not a session', () => {
    expect(parseSessionRecord(null)).toBeUndefined();
    expect(parseSessionRecord({ ...session, idToken: '' })).toBeUndefined();
    expect(parseSessionRecord({ ...session, promptedAt: '2026' })).toBeUndefined();
    expect(parseSessionRecord({ ...session, user: { email: 'ops@sandbox.test' } })).toBeUndefined();
    expect(parseSessionRecord({ ...session, user: { ...session.user, name: 3 } })).toBeUndefined();
  });
});
