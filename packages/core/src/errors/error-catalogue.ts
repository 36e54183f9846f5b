import { i18nObject, type Locales, type Translation } from '@ops/locales';

export type CatalogueKey = keyof Translation['errors']['catalogue'];

// Spec section 8's table, plus the reason phrases of the HTTP statuses the platform answers with that the table
// leaves out (400, 401, 403, 409, 422, 429, 502), so those titles say more than a bare 'Error'.
const catalogueKeyByCode: Readonly<Record<string, CatalogueKey>> = {
  '400': 'badRequest',
  '401': 'unauthorized',
  '403': 'forbidden',
  '404': 'notFound',
  '409': 'conflict',
  '422': 'unprocessableContent',
  '429': 'tooManyRequests',
  '500': 'internalServerError',
  '502': 'badGateway',
  '503': 'serviceUnavailable',
  '504': 'gatewayTimeout',
  '1000': 'success',
  '1001': 'reportScheduled',
  '4001': 'reportFailed',
  '4002': 'selectAccount',
  '4003': 'selectAccount',
  '4004': 'merchantCodeRequired',
  '4005': 'accountCodeNotOfMerchant',
  '4006': 'selectReport',
  '4008': 'selectAccount',
  '4009': 'selectFromDate',
  '4010': 'accountCodeRequired',
  '4011': 'reportAlreadyGenerated',
  '4019': 'tableNotFound',
  '4020': 'tableUpdateFailed',
  '4021': 'jobNoLongerExists',
  '4022': 'accountCodeNotOfMerchant',
  '4023': 'invalidDateRange',
  '4100': 'dataWarehouseQueryFailed',
  '403.050.111': 'providerAccountOnly',
};

/** The catalogue entry of an HTTP status or a catalogue code such as 4005 or '403.050.111', if it has one. */
export function catalogueKey(code: number | string | null | undefined): CatalogueKey | undefined {
  if (code == null) return undefined;
  const normalised = String(code).trim();
  return Object.hasOwn(catalogueKeyByCode, normalised) ? catalogueKeyByCode[normalised] : undefined;
}

/** The translated catalogue message of a code, e.g. 1001 → 'Report will be generated and available soon'. */
export function catalogueMessage(code: number | string | null | undefined, locale: Locales): string | undefined {
  const key = catalogueKey(code);
  return key && i18nObject(locale).errors.catalogue[key]();
}
