import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { type DivisionEvent, type DivisionEventType, divisionEventTypes } from '@ops/core/contract';
import type { CliContext } from '../../cli-context.ts';
import { usageError } from '../../cli-error.ts';

/** How long one call of the feed waits for an event (the platform allows 30 s). */
const waitSeconds = 25;
const spanUnits: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export interface FeedFlags {
  type?: string;
  since?: string;
}

/** `--type T,T`: event types, each one the platform knows (else exit 2 naming it). */
export function typesOf(context: CliContext, flags: FeedFlags): DivisionEventType[] | undefined {
  if (flags.type === undefined) return undefined;
  const types = flags.type.split(',').map((type) => type.trim());
  for (const type of types) {
    if (!(divisionEventTypes as readonly string[]).includes(type)) {
      throw usageError(context.t.events.cli.unknownType({ type, types: divisionEventTypes.join(', ') }));
    }
  }
  return types as DivisionEventType[];
}

/** `--since`: a time (ISO 8601) or a span back from now (30s, 10m, 2h, 1d), as the platform's ISO time. */
export function sinceOf(context: CliContext, flags: FeedFlags, now = Date.now()): string | undefined {
  const value = flags.since;
  if (value === undefined) return undefined;
  const span = /^(\d+)([smhd])$/.exec(value);
  const at = span ? now - Number(span[1]) * (spanUnits[span[2] as string] ?? 0) : Date.parse(value);
  if (Number.isNaN(at)) throw usageError(context.t.events.cli.badSince({ value }));
  return new Date(at).toISOString();
}

/**
 * The division's events as they happen, oldest first: from now (the platform's cursor of now) or from `since`, each
 * call waiting on the platform until something comes; `started` runs once the first answer is in (from then on
 * nothing is missed). Ends when `signal` is aborted (Ctrl+C).
 */
export async function* followEvents(
  clients: ServiceClients,
  scope: MerchantScope,
  feed: {
    types: DivisionEventType[] | undefined;
    since: string | undefined;
    signal: AbortSignal;
    started: () => void;
  },
): AsyncGenerator<DivisionEvent> {
  const filters = { ...(feed.types ? { type: feed.types } : {}), ...(feed.since ? { from: feed.since } : {}) };
  let after: string | undefined;
  while (!feed.signal.aborted) {
    let page: Awaited<ReturnType<ServiceClients['accountOwner']['listDivisionEvents']>>;
    try {
      page = await clients.accountOwner.listDivisionEvents({
        params: scope,
        query: { ...filters, ...(after ? { after } : {}), wait: after || feed.since ? waitSeconds : 0, limit: 1000 },
        signal: feed.signal,
      });
    } catch (error) {
      if (feed.signal.aborted) return;
      throw error;
    }
    if (after === undefined) feed.started();
    after = page.cursor;
    yield* page.elements;
  }
}

/** An AbortSignal that Ctrl+C aborts (the run then ends with 0), and the function that stops listening. */
export function stopOnInterrupt(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onSignal = () => controller.abort();
  process.once('SIGINT', onSignal);
  return { signal: controller.signal, dispose: () => process.off('SIGINT', onSignal) };
}
