import { accountOwnerRoutes as routes } from '@ops/core/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { webhookEvents } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { inDivision, requireDivision } from '../account-owner/scope.ts';
import { feedTypes, parseFeedCursor, readDivisionEvents } from './division-events.ts';
import { readWhenThere } from './division-events-wait.ts';
import { resendEvent } from './resend-event.ts';
import { webhookMessages as messages } from './webhook-messages.ts';

/**
 * The division's events feed (issue 35) and the resending of one webhook event.
 *
 * `GET …/events` answers the division's webhook events (every type, stored whether or not an endpoint of their type
 * is configured, each as the body it is signed with) and the postings on its accounts (`ledgerPosting.created`), in
 * the order of the transactions that wrote them, after the `after` cursor (or made from `from` on; with neither,
 * only the cursor of now), of the `type`s asked for. Only what every transaction older than the oldest one still
 * running wrote is answered, so an event that commits later never falls behind a cursor already handed out. With
 * `wait=N` (at most 30 s) an empty answer waits for the next NOTIFY on `ops_events` (`division_events_announce`, a
 * trigger on both tables) and reads again: a tail sees a committed transfer within a few milliseconds.
 *
 * `POST …/events/{eventId}/resend` queues a new delivery of a webhook event to the current URL of its type, as a
 * redelivery does (`resend-event.ts`): 404 for an id that is not one of the division's webhook events (a posting is
 * never sent), 400 'Missing URL' without an endpoint of its type.
 */
export function registerDivisionEvents(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listDivisionEvents, async ({ params, query }) => {
    await requireDivision(database.db, params);
    const read = {
      ...(query.after ? { after: parseFeedCursor(query.after) } : {}),
      ...(query.from ? { from: query.from } : {}),
      types: feedTypes(query.type),
      limit: query.limit,
    };
    return readWhenThere(database, read.after || read.from ? query.wait : 0, () =>
      readDivisionEvents(database.db, params, read),
    );
  });

  mountRoute(app, routes.resendWebhookEvent, async ({ params }) =>
    resendEvent(database, params, async (tx) => {
      const [event] = await tx
        .select({ id: webhookEvents.id, webhookType: webhookEvents.webhookType })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.id, params.eventId), inDivision(webhookEvents, params)));
      if (!event) throw notFound(messages.eventNotFound);
      return event;
    }),
  );
}
