import type { Translation } from '../i18n-types.js';

/** Redenen (issue 30): de soorten wijziging waarvoor een divisie er een vraagt, het veld dat erom vraagt, de weigeringen. */
export const reasons = {
  kinds: {
    moneyMovement: 'Geldbewegingen',
    kycOverride: 'KYC-besluiten die afwijken van de provider',
    deletion: 'Verwijderingen',
    configurationChange: 'Configuratiewijzigingen',
  },
  field: {
    label: 'Reden',
    optionalLabel: 'Reden (optioneel)',
    hint: 'Wordt bij de wijziging bewaard in de geschiedenis en de activiteitenfeed.',
    required: 'Voor deze wijziging is in deze divisie een reden verplicht.',
    askedFor: 'Deze divisie bewaart bij elke wijziging van deze soort een reden.',
    tooLong: 'Een reden heeft hoogstens {max} tekens.',
  },
  config: {
    tab: 'Redenen',
    title: 'Redenen',
    description:
      'Wijzigingen van deze soorten hebben in deze divisie een reden nodig; die wordt bij de wijziging bewaard.',
    field: 'Reden verplicht voor',
    none: 'Geen',
    updateFailed: 'De instelling voor redenen kon niet worden opgeslagen',
    getFailed: 'De instelling voor redenen kon niet worden geladen',
  },
  wire: {
    required: 'Voor deze wijziging is in deze divisie een reden verplicht ({kind}).',
    tooLong: 'De reden (x-ops-reason) heeft hoogstens {max} tekens.',
  },
  cli: {
    option: 'waarom de wijziging wordt gedaan, bewaard bij de auditregel (verstuurd als x-ops-reason)',
    prompt: 'Reden (verplicht in deze divisie): ',
  },
} satisfies Translation['reasons'];
