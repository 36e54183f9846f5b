import type { Translation } from '../i18n-types.js';

export const accountOwner = {
  merchantNotFound: 'Geen merchant gevonden met deze code',
  sellerNotFound: 'Geen verkoper gevonden met deze code in deze divisie',
  lastDivision: 'Een merchant houdt minstens één divisie',
  divisionHoldsBalance: 'Deze divisie kan niet worden verwijderd zolang zij of haar verkopers een saldo hebben',
  merchantHoldsBalance: 'Deze merchant kan niet worden verwijderd zolang een van zijn divisies geld heeft',
  sellerHoldsBalance: 'Deze verkoper kan niet worden verwijderd zolang er een saldo is',
  sellerDeleted: 'Deze verkoper is verwijderd',
  sameLegalForm: 'De verkoper heeft deze rechtsvorm al',
  ubosOnlyForOrganization: 'Alleen een organisatie heeft uiteindelijk belanghebbenden',
  organizationDocumentsOnlyForOrganization: 'Alleen een organisatie heeft organisatiedocumenten',
  documentNotFound: 'Geen document gevonden met deze code voor deze verkoper',
  fileNotFound: 'Geen bestand gevonden',
  externalAccountNotFound: 'Geen externe rekening gevonden met deze code voor deze verkoper',
  nonEurViaHostedOnboarding: 'Rekeningen in een andere valuta dan EUR moeten via hosted onboarding worden bijgewerkt',
  notAnIbanAccount: 'Deze rekening wordt aangeduid met rekening- en routingnummer, niet met een IBAN',
  notAnAccountNumberAccount: 'Deze rekening wordt aangeduid met haar IBAN',
  sellerHasIban: 'Deze verkoper heeft al een externe rekening met deze IBAN',
  sameExternalAccountStatus: 'De externe rekening heeft deze status al',
  uboNotFound: 'Geen uiteindelijk belanghebbende gevonden met deze code voor deze verkoper',
} satisfies Translation['accountOwner'];
