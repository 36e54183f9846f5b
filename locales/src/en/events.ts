/**
 * The division's events feed (issue 35): `ops events tail|forward|resend` and the platform's refusals. An event is a
 * webhook event of the division or a posting on one of its accounts.
 */
export const events = {
  cli: {
    tail: "follow the bound division's events as they happen: one line an event (time, type, id, summary)",
    forward:
      'deliver each event as it happens to a local receiver, signed as the platform signs its webhooks, and print its answer',
    resend: "send one webhook event again through the platform's delivery to the division's endpoint of its type",
    type: 'only these event types, comma-separated: {types:string}',
    since: 'start at this time (ISO 8601, or 30s, 10m, 2h, 1d ago) instead of now',
    to: "the receiver's URL, e.g. http://127.0.0.1:4000/webhooks",
    eventId: 'the event id, e.g. EVT-7K2M9Q4XJDC5',
    following: 'Following the events of {divisionCode:string} (Ctrl+C to stop)',
    forwarding: 'Forwarding the events of {divisionCode:string} to {url:string} (Ctrl+C to stop)',
    answered: '{status:number} {type:string} {id:string}',
    noAnswer: 'no answer {type:string} {id:string}: {reason:string}',
    resent: 'Delivery {deliveryId:string} of {eventId:string} queued to {url:string}',
    unknownType: '--type: {type:string} is not an event type; one of {types:string}',
    badSince: '--since: {value:string} is neither a time (2026-12-01T09:00:00Z) nor a span (30s, 10m, 2h, 1d)',
    badUrl: '--to: {value:string} is not an http or https URL',
  },
  wire: {
    invalidCursor: "Not an events cursor: pass the cursor of the feed's last answer",
    eventNotFound: 'The division has no webhook event with this id',
  },
};
