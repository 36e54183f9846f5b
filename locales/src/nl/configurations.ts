import type { Translation } from '../i18n-types.js';

export const configurations = {
  title: 'Configuraties',
  description:
    'De instellingen van de gekozen divisie. Elke instelling verandert wat het platform doet zodra ze is opgeslagen.',
  tabs: {
    label: 'Configuraties',
    payouts: 'Uitbetalingen',
    balanceTransfers: 'Saldo-overboekingen',
    webhooks: 'Webhooks',
  },
  actions: {
    show: 'Configuratie tonen',
    set: 'Configuratie wijzigen',
  },
  balanceTransfers: {
    title: 'Saldo-overboekingen',
    description:
      'Bevestigd saldo verplaatsen tussen de virtuele rekeningen van deze divisie (verkoper naar verkoper, verkoper naar de inkomstenrekening van de divisie en terug). Standaard uit.',
    enabled: 'Saldo-overboekingen aan',
    on: 'Overboekingen zijn toegestaan in deze divisie.',
    off: 'Overboekingen worden geweigerd in deze divisie.',
    getFailed: 'Het laden van de configuratie voor saldo-overboekingen is mislukt',
    updateFailed: 'Het wijzigen van de configuratie voor saldo-overboekingen is mislukt',
  },
  scheduler: {
    title: 'Uitbetalingsplanner',
    description:
      'Op elke uitbetalingsdatum vraagt het platform een uitbetaling aan voor elke verkoper met een positief bevestigd saldo.',
    enabled: 'Geplande uitbetalingen',
    manual: 'Uitbetalingen zijn handmatig: de planner vraagt niets aan.',
    nextDate: 'Volgende geplande uitbetaling: {date}',
    typesLabel: 'Frequentie',
    types: {
      'every-day': 'Elke dag',
      'every-monday': 'Elke maandag',
      'last-weekday': 'Laatste werkdag van de maand',
      custom: 'Aangepast',
    },
    current: 'Huidige frequentie: {frequency}',
    customEvery: 'Elke',
    customUnit: 'Eenheid',
    units: {
      DAYS: 'dagen',
      WEEKS: 'weken',
      MONTHS: 'maanden',
    },
    everyN: 'Elke {every} {unit}',
    customHint:
      'Een aangepaste frequentie is in dagen, weken of maanden; uitbetalingen gebeuren alleen op werkdagen die geen feestdag zijn.',
    weekdaysOnly: 'Uitbetalingen gebeuren alleen op werkdagen die geen feestdag zijn.',
    save: 'Frequentie opslaan',
    saved: 'Uitbetalingsplanner opgeslagen',
    getFailed: 'Het laden van de uitbetalingsplanner is mislukt',
    updateFailed: 'Het wijzigen van de uitbetalingsplanner is mislukt',
  },
  refundPeriod: {
    title: 'Terugbetalingsperiode',
    description:
      'Geld dat binnen dit aantal dagen is afgewikkeld, wordt van elke geplande uitbetaling achtergehouden, zodat terugbetalingen kunnen worden gedaan.',
    label: 'Terugbetalingsperiode',
    none: 'Geen terugbetalingsperiode',
    days: '{days} dagen',
    needsScheduler: 'De terugbetalingsperiode is alleen beschikbaar als de uitbetalingsplanner aan staat.',
    saved: 'Terugbetalingsperiode opgeslagen',
    updateFailed: 'Het wijzigen van de terugbetalingsperiode is mislukt',
  },
  webhooks: {
    title: 'Webhooks',
    description:
      'Waarheen het platform gebeurtenissen stuurt: een URL per type. Elke gebeurtenis is JSON met een id, ondertekend met HMAC-SHA256 over het tijdstip en de inhoud, en wordt met exponentieel oplopende wachttijd tot 24 uur opnieuw geprobeerd.',
    types: {
      KYC: 'KYC',
      PAYOUTS: 'Uitbetalingen',
    },
    typeStatuses: {
      KYC: 'KYC-status van de verkoper: gegevens ontbreken, in behandeling, actief, mislukt, afgewezen.',
      PAYOUTS: 'Status van het uitbetalingsverzoek: aangevraagd, betaald, geannuleerd, teruggeboekt.',
    },
    url: 'URL voor {type}',
    save: 'URL opslaan',
    saved: 'Webhook-URL opgeslagen',
    remove: 'URL verwijderen',
    signingSecret: 'Ondertekeningsgeheim',
    sendTest: 'Testgebeurtenis versturen',
    testSent: 'Testgebeurtenis verstuurd',
    redeliver: 'Opnieuw afleveren',
    redelivered: 'Aflevering opnieuw ingepland',
    deliveries: 'Afleverlogboek',
    columns: {
      createdAt: 'Aangemaakt',
      event: 'Gebeurtenis',
      state: 'Staat',
      attempts: 'Pogingen',
      status: 'Status',
      duration: 'Duur',
      response: 'Antwoord',
      actions: 'Acties',
    },
    durationMs: '{ms} ms',
    getFailed: 'Het laden van de webhookconfiguratie is mislukt',
    updateFailed: 'Het wijzigen van de webhookconfiguratie is mislukt',
    deliveryNotFound: 'Webhook-aflevering niet gevonden',
    testEventMessage: 'Een testgebeurtenis van de Ops Console',
    actions: {
      list: 'Webhook-eindpunten tonen',
      test: 'Webhook-testgebeurtenis versturen',
      deliveries: 'Webhook-afleveringen tonen',
      redeliver: 'Webhook-gebeurtenis opnieuw afleveren',
    },
  },
} satisfies Translation['configurations'];
