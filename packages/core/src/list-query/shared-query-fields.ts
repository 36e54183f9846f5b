import type { QueryField } from './query-field.ts';

// Fields several lists share, each list's fields importing only what it needs: a list's fields module then loads no
// other list's enums (the sellers list's, read as its route opens, stay free of schemas).

export const amount: QueryField = { name: 'amount', kind: 'money' };
export const currency: QueryField = { name: 'currency', kind: 'currency' };
export const created: QueryField = { name: 'created', kind: 'date' };
export const seller: QueryField = { name: 'seller', kind: 'code' };
export const code: QueryField = { name: 'code', kind: 'code' };
export const merchant: QueryField = { name: 'merchant', kind: 'code' };
export const division: QueryField = { name: 'division', kind: 'code' };
