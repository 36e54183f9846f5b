import type { Database } from '../../db/database.ts';
import { createWakeSignal, type WakeSignal } from '../../jobs/job-wakeup.ts';

/** The NOTIFY channel new division events are announced on (`division_events_announce`, once per statement). */
export const eventsChannel = 'ops_events';

/** Without a LISTEN (it failed), a waiting read looks again this often. */
const pollMs = 1_000;
/**
 * A wake-up that found nothing may be events held back by a transaction still running (or another division's): it is
 * looked at again after 50, 100, 200, 400 and 800 ms, then the read waits for the next wake-up again.
 */
const firstRecheckMs = 50;
const lastRecheckMs = 800;

const signals = new WeakMap<Database, Promise<WakeSignal | undefined>>();
/** Databases whose platform is stopping: waits end at once, so the requests in flight finish. */
const ended = new WeakSet<Database>();

/** Ends the waiting reads on this database now, and every later one at once (a platform shutting down). */
export async function endEventWaits(database: Database): Promise<void> {
  ended.add(database);
  (await signals.get(database))?.wake();
}

/** One LISTEN per database, made when a read first waits; it ends with the database's connection. */
function eventsSignal(database: Database): Promise<WakeSignal | undefined> {
  let signal = signals.get(database);
  if (!signal) {
    const wakeSignal = createWakeSignal();
    signal = database
      .listen(eventsChannel, () => wakeSignal.wake())
      .then(
        () => wakeSignal,
        () => undefined,
      );
    signals.set(database, signal);
  }
  return signal;
}

/**
 * Reads until it finds something or `waitSeconds` pass: after an empty read it sleeps until the next NOTIFY (on
 * PostgreSQL from any platform process, on PGlite in-process) or the deadline, so a waiting caller costs one read per
 * wake-up rather than a poll.
 */
export async function readWhenThere<Page extends { elements: readonly unknown[] }>(
  database: Database,
  waitSeconds: number,
  read: () => Promise<Page>,
): Promise<Page> {
  const deadline = Date.now() + (ended.has(database) ? 0 : waitSeconds * 1000);
  const signal = deadline > Date.now() ? await eventsSignal(database) : undefined;
  let recheckMs = 0;
  for (;;) {
    const since = signal?.epoch() ?? 0;
    const page = await read();
    const left = deadline - Date.now();
    if (page.elements.length > 0 || left <= 0 || ended.has(database)) return page;
    const sleepMs = Math.min(left, recheckMs || (signal ? left : pollMs));
    if (signal) await signal.wait(sleepMs, since);
    else await new Promise((resolve) => setTimeout(resolve, sleepMs));
    const woke = signal !== undefined && signal.epoch() !== since;
    recheckMs = woke ? firstRecheckMs : recheckMs > 0 && recheckMs < lastRecheckMs ? recheckMs * 2 : 0;
  }
}
