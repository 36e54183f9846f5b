import { divisionEventTypes } from '@ops/core/contract';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { usageError } from '../../cli-error.ts';
import { clientsOf } from '../../platform-clients.ts';
import { requireScope, type ScopeFlags, withExamples, withScopeOptions } from '../reading/read-helpers.ts';
import { type FeedFlags, followEvents, sinceOf, stopOnInterrupt, typesOf } from './event-feed.ts';
import { eventLine } from './event-line.ts';
import { forwardEvent } from './forward-event.ts';

type FollowFlags = ScopeFlags & FeedFlags;

function withFeedOptions(command: Command, context: CliContext): Command {
  const words = context.t.events.cli;
  return withScopeOptions(command, context)
    .option('--type <types>', words.type({ types: divisionEventTypes.join(', ') }))
    .option('--since <time>', words.since());
}

/**
 * Follows the bound division's events until Ctrl+C (which ends the run with 0; a closed pipe ends it quietly, as
 * `main.ts` does for every command), handing each to `onEvent`. The flags are checked before any call (exit 2).
 */
async function follow(
  context: CliContext,
  flags: FollowFlags,
  started: (divisionCode: string) => string,
  onEvent: (event: Parameters<typeof eventLine>[0]) => Promise<void> | void,
  before: (clients: ReturnType<typeof clientsOf>, scope: ReturnType<typeof requireScope>) => Promise<void> = async () =>
    undefined,
) {
  const types = typesOf(context, flags);
  const since = sinceOf(context, flags);
  const scope = requireScope(context, flags);
  const clients = clientsOf(context, scope);
  await before(clients, scope);
  const interrupt = stopOnInterrupt();
  try {
    const signal = interrupt.signal;
    const tell = () => context.io.stderr.write(`${started(scope.divisionCode)}\n`);
    for await (const event of followEvents(clients, scope, { types, since, signal, started: tell })) {
      await onEvent(event);
    }
  } finally {
    interrupt.dispose();
  }
}

/**
 * `ops events tail|forward|resend` (issue 35): the bound division's events feed (its webhook events and the postings
 * on its accounts, `listDivisionEvents`), followed with long waits on the platform so an event shows within a second
 * of its commit; forwarded to a local receiver signed as the platform signs webhooks (as `stripe listen
 * --forward-to`); one webhook event sent again through the platform's delivery.
 */
export function registerEventsCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const events = group('events');

  const tail = withFeedOptions(events.command('tail'), context)
    .description(t.events.cli.tail())
    .option('--jsonl', t.cli.options.jsonl());
  withExamples(tail, context, [
    'ops events tail',
    'ops events tail --type ledgerPosting.created --jsonl',
    'ops events tail --since 1h --type payoutRequest.statusChanged,approvalRequest.statusChanged',
  ]).action((flags: FollowFlags & { jsonl?: boolean }) =>
    follow(
      context,
      flags,
      (divisionCode) => t.events.cli.following({ divisionCode }),
      (event) => {
        context.io.stdout.write(flags.jsonl ? `${JSON.stringify(event)}\n` : eventLine(event, context.locale));
      },
    ),
  );

  const forward = withFeedOptions(events.command('forward'), context)
    .description(t.events.cli.forward())
    .requiredOption('--to <url>', t.events.cli.to());
  withExamples(forward, context, [
    'ops events forward --to http://127.0.0.1:4000/webhooks',
    'ops events forward --to http://localhost:4000/webhooks --type payoutRequest.statusChanged',
  ]).action(async (flags: FollowFlags & { to: string }) => {
    if (!/^https?:\/\/[^/]/.test(flags.to) || !URL.canParse(flags.to)) {
      throw usageError(t.events.cli.badUrl({ value: flags.to }));
    }
    let secret = '';
    await follow(
      context,
      flags,
      (divisionCode) => t.events.cli.forwarding({ divisionCode, url: flags.to }),
      async (event) => {
        const outcome = await forwardEvent(flags.to, event, secret);
        const line =
          'status' in outcome
            ? t.events.cli.answered({ status: outcome.status, type: event.type, id: event.id })
            : t.events.cli.noAnswer({ type: event.type, id: event.id, reason: outcome.failure });
        context.io.stdout.write(`${line}\n`);
      },
      async (clients, scope) => {
        const endpoints = await clients.accountOwner.listWebhookEndpoints({ params: scope });
        secret = endpoints.elements[0]?.signingSecret ?? '';
      },
    );
  });

  const resend = withScopeOptions(events.command('resend'), context)
    .description(t.events.cli.resend())
    .argument('<eventId>', t.events.cli.eventId())
    .option('--json', t.cli.options.json());
  withExamples(resend, context, ['ops events resend EVT-7K2M9Q4XJDC5']).action(
    async (eventId: string, flags: ScopeFlags & { json?: boolean }) => {
      const scope = requireScope(context, flags);
      const delivery = await clientsOf(context, scope).accountOwner.resendWebhookEvent({
        params: { ...scope, eventId },
      });
      context.io.stdout.write(
        flags.json
          ? `${JSON.stringify(delivery, null, 2)}\n`
          : `${t.events.cli.resent({ deliveryId: delivery.id, eventId: delivery.eventId, url: delivery.url })}\n`,
      );
    },
  );
}
