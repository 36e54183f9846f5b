import type { Translation } from '../i18n-types.js';

/** De gebeurtenissen van de divisie (issue 35): `ops events tail|forward|resend` en de weigeringen van het platform. */
export const events = {
  cli: {
    tail: 'volg de gebeurtenissen van de gekozen divisie terwijl ze gebeuren: één regel per gebeurtenis (tijd, type, id, samenvatting)',
    forward:
      'lever elke gebeurtenis terwijl ze gebeurt af bij een lokale ontvanger, ondertekend zoals het platform zijn webhooks ondertekent, en toon het antwoord',
    resend:
      'verstuur één webhookgebeurtenis opnieuw via de aflevering van het platform naar het eindpunt van haar type',
    type: 'alleen deze gebeurtenistypes, met komma’s gescheiden: {types}',
    since: 'begin op dit tijdstip (ISO 8601, of 30s, 10m, 2h, 1d geleden) in plaats van nu',
    to: 'de URL van de ontvanger, bijv. http://127.0.0.1:4000/webhooks',
    eventId: 'het id van de gebeurtenis, bijv. EVT-7K2M9Q4XJDC5',
    following: 'De gebeurtenissen van {divisionCode} worden gevolgd (Ctrl+C om te stoppen)',
    forwarding: 'De gebeurtenissen van {divisionCode} worden doorgestuurd naar {url} (Ctrl+C om te stoppen)',
    answered: '{status} {type} {id}',
    noAnswer: 'geen antwoord {type} {id}: {reason}',
    resent: 'Aflevering {deliveryId} van {eventId} staat klaar voor {url}',
    unknownType: '--type: {type} is geen gebeurtenistype; een van {types}',
    badSince: '--since: {value} is geen tijdstip (2026-12-01T09:00:00Z) en geen duur (30s, 10m, 2h, 1d)',
    badUrl: '--to: {value} is geen http- of https-URL',
  },
  wire: {
    invalidCursor: 'Geen cursor van de gebeurtenissen: geef de cursor van het laatste antwoord mee',
    eventNotFound: 'De divisie heeft geen webhookgebeurtenis met dit id',
  },
} satisfies Translation['events'];
