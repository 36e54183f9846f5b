import type { Translation } from '../i18n-types.js';

/** Opgeslagen weergaven van de lijsten (issue 31). */
export const savedViews = {
  wire: {
    notFound: 'Er is geen opgeslagen weergave met dit id',
    notOwner: 'Alleen de eigenaar van deze weergave ({owner}) kan haar wijzigen of verwijderen',
    nameTaken: 'Er bestaat al een weergave met deze naam voor deze lijst',
    scopeHalf: 'Een weergave hoort bij een merchant en een van zijn divisies, of bij geen van beide',
    noSuchDivision: 'Merchant {merchantCode} heeft geen divisie {divisionCode}',
  },
} satisfies Translation['savedViews'];
