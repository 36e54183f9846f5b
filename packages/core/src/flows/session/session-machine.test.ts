import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type RunningSession, sessionMachine } from './session-machine.ts';

const minutes = (count: number) => count * 60_000;

function startSession(session?: RunningSession, startAt = 0) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const actor = createActor(sessionMachine, { clock, input: { now: () => clock.now(), session } }).start();
  return {
    actor,
    // The simulated clock runs due timers once per jump, rescheduling from where it lands; stepping a second at a
    // time lets the 5-second checks happen when they would in real time.
    advance: (ms: number) => {
      for (let left = ms; left > 0; left -= 1_000) clock.increment(Math.min(1_000, left));
    },
    status: () => actor.getSnapshot().value,
    reason: () => actor.getSnapshot().context.signedOutReason,
  };
}

describe('the session machine', () => {
  it('starts signed out without a session, and signed in with one', () => {
    expect(startSession().status()).toBe('signedOut');
    expect(startSession({ promptedAt: 0 }).status()).toBe('signedIn');
  });

  it('signs the user out after exactly 20 minutes without activity', () => {
    const session = startSession({ promptedAt: 0 });
    session.advance(minutes(20) - 1);
    expect(session.status()).toBe('signedIn');
    session.advance(1);
    expect(session.status()).toBe('signedOut');
    expect(session.reason()).toBe('inactivity');
  });

  it('counts the 20 minutes from the last mouse, scroll or key activity', () => {
    const session = startSession({ promptedAt: 0 });
    session.advance(minutes(15));
    session.actor.send({ type: 'ACTIVITY' });
    session.advance(minutes(19));
    expect(session.status()).toBe('signedIn');
    session.actor.send({ type: 'ACTIVITY' });
    session.advance(minutes(19));
    expect(session.status()).toBe('signedIn');
    session.advance(minutes(1));
    expect(session.reason()).toBe('inactivity');
  });

  it('checks every 5 seconds, so a deadline between two checks is noticed at the next one', () => {
    const session = startSession({ promptedAt: 0 });
    session.advance(2_000);
    session.actor.send({ type: 'ACTIVITY' });
    session.advance(minutes(20));
    expect(session.status(), 'at 20:02 the next check is still 3 seconds away').toBe('signedIn');
    session.advance(2_999);
    expect(session.status()).toBe('signedIn');
    session.advance(1);
    expect(session.status()).toBe('signedOut');
  });

  it('takes activity seen in another tab into account, never moving the clock back', () => {
    const session = startSession({ promptedAt: 0 });
    session.advance(minutes(10));
    session.actor.send({ type: 'ACTIVITY', at: minutes(9) });
    session.actor.send({ type: 'ACTIVITY', at: minutes(4) });
    expect(session.actor.getSnapshot().context.session?.lastActivityAt).toBe(minutes(9));
    session.actor.send({ type: 'ACTIVITY', at: minutes(30) });
    expect(session.actor.getSnapshot().context.session?.lastActivityAt, 'not later than now').toBe(minutes(10));
  });

  it('treats the token as expired 55 minutes after the sign-in prompt, however active the user is', () => {
    const session = startSession({ promptedAt: 0 });
    for (let elapsed = 0; elapsed < minutes(55) - 5_000; elapsed += 5_000) {
      session.advance(5_000);
      session.actor.send({ type: 'ACTIVITY' });
    }
    expect(session.status()).toBe('signedIn');
    session.advance(5_000);
    expect(session.status()).toBe('signedOut');
    expect(session.reason()).toBe('expired');
  });

  it("ends the session at the token's own expiry when that is sooner", () => {
    const session = startSession({ promptedAt: 0, expiresAt: minutes(10) });
    session.advance(minutes(10) - 5_000);
    expect(session.status()).toBe('signedIn');
    session.advance(5_000);
    expect(session.reason()).toBe('expired');
  });

  it('ends a restored session at once when its time ran out while the app was closed', () => {
    const expired = startSession({ promptedAt: 0 }, minutes(56));
    expect(expired.status()).toBe('signedOut');
    expect(expired.reason()).toBe('expired');
    const idle = startSession({ promptedAt: minutes(30), lastActivityAt: minutes(30) }, minutes(51));
    expect(idle.reason()).toBe('inactivity');
  });

  it('logs out on request, and a new sign-in starts the clocks again', () => {
    const session = startSession({ promptedAt: 0 });
    session.advance(minutes(10));
    session.actor.send({ type: 'LOG_OUT' });
    expect(session.status()).toBe('signedOut');
    expect(session.reason()).toBe('logout');
    session.advance(minutes(30));
    expect(session.reason(), 'nothing more happens while signed out').toBe('logout');
    session.actor.send({ type: 'SIGNED_IN', promptedAt: minutes(40) });
    expect(session.status()).toBe('signedIn');
    expect(session.reason()).toBeUndefined();
    session.advance(minutes(20) - 5_000);
    expect(session.status()).toBe('signedIn');
    session.advance(5_000);
    expect(session.reason()).toBe('inactivity');
  });

  it('renews the prompt when the user signs in again while signed in', () => {
    const session = startSession({ promptedAt: 0 });
    session.advance(minutes(19));
    session.actor.send({ type: 'SIGNED_IN', promptedAt: minutes(19) });
    session.advance(minutes(19));
    expect(session.status()).toBe('signedIn');
  });
});
