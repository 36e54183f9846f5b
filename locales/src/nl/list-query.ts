import type { Translation } from '../i18n-types.js';

export const listQuery = {
  errors: {
    unknownField: "'{text}' is geen veld van deze lijst (teken {position}); de velden zijn {fields}",
    missingValue: "'{field}' heeft hier een waarde nodig (teken {position})",
    unknownValue: "'{text}' is geen waarde van {field} (teken {position}); de waarden zijn {values}",
    operatorNotAllowed: "'{field}' kent geen '{text}' (teken {position}); gebruik ':'",
    oneValueOnly: "'{field}' vergelijkt met één waarde (teken {position})",
    invalidAmount: "'{text}' is geen bedrag (teken {position}); schrijf het als 1000 of 10.50",
    invalidCurrency: "'{text}' is geen valutacode (teken {position}); schrijf het als EUR",
    invalidDate: "'{text}' is geen datum (teken {position}); schrijf het als 2026-01-31, today, -7d, -2w, -3m of -1y",
    invalidCode: "'{text}' is geen code (teken {position}); schrijf een code, of het begin ervan gevolgd door *",
    negatedWord: "'{text}' kan niet worden uitgesloten: alleen een veld kan dat (teken {position}), zoals -type:REFUND",
    tooLong: 'Een zoekopdracht is hoogstens {max} tekens',
  },
  field: {
    label: 'Zoekopdracht',
    suggestions: 'Suggesties',
    lastGood: 'De lijst toont nog de rijen van de laatste geldige zoekopdracht.',
  },
  cli: {
    option: "Filter met de zoektaal van de lijsten, bijv. 'type:REFUND,CHARGEBACK created>-30d' (velden: {fields})",
  },
} satisfies Translation['listQuery'];
