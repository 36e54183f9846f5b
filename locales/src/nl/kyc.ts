import type { Translation } from '../i18n-types.js';

export const kyc = {
  wire: {
    merchantCodeNeeded:
      'De KYC-configuratie van een divisie wordt binnen een merchant gelezen: geef de merchantCode mee',
    approvedAutomatically: 'Automatisch goedgekeurd: een overheidsinstantie met de vereiste gegevens compleet',
    moveNotAllowed: 'Een verkoper kan niet van {from} naar {to}',
    permissionRefuses:
      'De KYC-bevoegdheid van deze divisie ({permission}) staat een merchant niet toe een verkoper naar {to} te zetten',
    taskNotFound: 'Geen KYC-taak {code}',
    taskTaken: 'KYC-taak {code} is toegewezen aan {assignee}',
    taskDone: 'Over KYC-taak {code} is al besloten',
    taskNotYours: 'KYC-taak {code} is niet aan jou toegewezen',
    sameTier: 'De verkoper heeft al {tier}',
    merchantConfigTakesTierOnly: 'De KYC-configuratie van een merchant bevat alleen het standaardniveau',
  },
  reasons: {
    SELLER_CREATED: 'Nieuwe verkoper',
    DATA_CHANGED: 'Gegevens gewijzigd',
    DOCUMENTS: 'Nieuwe documenten',
    TIER_THRESHOLD: 'Niveaudrempel',
    REOPENED: 'Heropend',
  },
  taskStatuses: {
    OPEN: 'Open',
    ASSIGNED: 'Toegewezen',
    DONE: 'Afgehandeld',
  },
} satisfies Translation['kyc'];
