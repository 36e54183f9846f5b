import { pageOf } from '../paging.ts';
import { listOf, noContentSchema } from '../primitives.ts';
import { defineRoute } from '../route.ts';
import { createDivisionBodySchema, divisionDetailsSchema, divisionParamsSchema, divisionSchema } from './division.ts';
import { divisionConfigPatchSchema, divisionConfigSchema } from './division-config.ts';
import {
  createMerchantBodySchema,
  createMerchantHeadersSchema,
  merchantParamsSchema,
  merchantSchema,
  merchantSearchQuerySchema,
} from './merchant.ts';
import { divisionPath, merchantPath, accountOwnerService as service } from './paths.ts';
import { merchantPayoutRequestQuerySchema, payoutRequestSchema } from './payout-request.ts';

/** Listed before the merchant routes: `merchants/payout-requests` must not be taken for a merchant code. */
export const listMerchantPayoutRequests = defineRoute({
  id: 'listMerchantPayoutRequests',
  service,
  method: 'GET',
  path: `${service}/merchants/payout-requests`,
  summary: "The divisions' own payout requests, across merchants",
  query: merchantPayoutRequestQuerySchema,
  response: pageOf(payoutRequestSchema),
});

export const searchMerchants = defineRoute({
  id: 'searchMerchants',
  service,
  method: 'GET',
  path: `${service}/merchants`,
  summary: 'Search merchants by name or code (at least 3 letters), 25 a page',
  query: merchantSearchQuerySchema,
  response: pageOf(merchantSchema),
});

export const createMerchant = defineRoute({
  id: 'createMerchant',
  service,
  method: 'POST',
  path: `${service}/merchants`,
  summary:
    "Create a merchant with a generated code and its first division, on behalf of the platform's own merchant " +
    "and division, with the populate-code-fields header set to 'generate'",
  headers: createMerchantHeadersSchema,
  body: createMerchantBodySchema,
  response: merchantSchema,
  successStatus: 201,
});

/** Ops only (spec section 6): a merchant is deleted (soft) only while none of its accounts holds money. */
export const deleteMerchant = defineRoute({
  id: 'deleteMerchant',
  service,
  method: 'DELETE',
  path: merchantPath,
  summary: 'Delete a merchant with its divisions; refused while any of its virtual accounts holds money',
  params: merchantParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const getMerchant = defineRoute({
  id: 'getMerchant',
  service,
  method: 'GET',
  path: merchantPath,
  summary: 'A merchant with its divisions',
  params: merchantParamsSchema,
  response: merchantSchema,
});

export const listDivisions = defineRoute({
  id: 'listDivisions',
  service,
  method: 'GET',
  path: `${merchantPath}/divisions`,
  summary: "A merchant's divisions",
  params: merchantParamsSchema,
  response: listOf(divisionSchema),
});

export const listDetailedDivisions = defineRoute({
  id: 'listDetailedDivisions',
  service,
  method: 'GET',
  path: `${merchantPath}/divisions/detailed`,
  summary: "A merchant's divisions with their virtual accounts and balances",
  params: merchantParamsSchema,
  response: listOf(divisionDetailsSchema),
});

export const getDetailedDivision = defineRoute({
  id: 'getDetailedDivision',
  service,
  method: 'GET',
  path: `${divisionPath}/detailed`,
  summary: 'A division with its virtual accounts and balances',
  params: divisionParamsSchema,
  response: divisionDetailsSchema,
});

export const createDivision = defineRoute({
  id: 'createDivision',
  service,
  method: 'POST',
  path: `${merchantPath}/divisions`,
  summary: 'Create a division with a generated code',
  params: merchantParamsSchema,
  body: createDivisionBodySchema,
  response: divisionSchema,
  successStatus: 201,
});

export const deleteDivision = defineRoute({
  id: 'deleteDivision',
  service,
  method: 'DELETE',
  path: divisionPath,
  summary: 'Delete a division',
  params: divisionParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const getDivisionConfig = defineRoute({
  id: 'getDivisionConfig',
  service,
  method: 'GET',
  path: `${divisionPath}/config`,
  summary: "A division's configuration: KYC, payouts scheduler, refund period, balance transfers, webhooks",
  params: divisionParamsSchema,
  response: divisionConfigSchema,
});

export const updateDivisionConfig = defineRoute({
  id: 'updateDivisionConfig',
  service,
  method: 'PATCH',
  path: `${divisionPath}/config`,
  summary: "Change a division's configuration; enabling a reliance model or the government flag needs sign-off",
  params: divisionParamsSchema,
  body: divisionConfigPatchSchema,
  response: divisionConfigSchema,
});
