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
} satisfies Translation['configurations'];
