import type { Translation } from '../i18n-types.js';

export const insights = {
  wire: {
    invalidMonth: 'Ongeldige maand, gebruik JJJJ-MM',
    invalidMonthRange: 'Het bereik van maanden eindigt voordat het begint',
    virtualAccountNotInDivision: 'Virtuele rekening {code} hoort niet bij deze merchantdivisie',
  },
} satisfies Translation['insights'];
