import type { SessionRecord } from '@ops/core/auth';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../lib/session/session-store.ts';
import { firstScreenScope } from './prefetch-first-screen.ts';

const promptedAt = Date.UTC(2026, 11, 6, 9, 0, 0);
const session: SessionRecord = {
  idToken: 'header.payload.signature',
  user: { email: 'ops@sandbox.test', name: 'Olivia Ops', exp: promptedAt / 1000 + 3600 },
  promptedAt,
};
const signedIn: SessionState = { session, endedBecause: undefined, accessRefused: false };
const home = { pathname: '/', search: '?merchantCode=M-1&divisionCode=D-1' };
const aMinuteLater = promptedAt + 60_000;

describe("Home's data asked for from the entry", () => {
  it("is Home's merchant and division for a signed-in user on Home", () => {
    expect(firstScreenScope(home, signedIn, aMinuteLater)).toEqual({ merchantCode: 'M-1', divisionCode: 'D-1' });
  });

  it('is nothing without a session, with an expired one or for a refused account: no call fails unseen', () => {
    expect(firstScreenScope(home, { ...signedIn, session: undefined }, aMinuteLater)).toBeUndefined();
    expect(firstScreenScope(home, signedIn, promptedAt + 3_300_000)).toBeUndefined();
    expect(firstScreenScope(home, { ...signedIn, accessRefused: true }, aMinuteLater)).toBeUndefined();
  });

  it('is nothing on another screen or without both codes in the address', () => {
    expect(firstScreenScope({ ...home, pathname: '/sellers' }, signedIn, aMinuteLater)).toBeUndefined();
    expect(firstScreenScope({ pathname: '/', search: '?merchantCode=M-1' }, signedIn, aMinuteLater)).toBeUndefined();
  });
});
