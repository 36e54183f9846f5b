import { z } from 'zod';
import { calendarDateSchema, currencyCodeSchema } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { balanceCaches } from './cache-domain.ts';

const code = z.string().trim().min(1);

/**
 * Create invoice (spec section 2's ops tools): the bound division's invoice for a period, booked at once from its
 * income account. Run again with the same `idempotencyKey` (the cli prints the one it used) to retry without
 * booking twice; a period that overlaps an invoiced one is refused anyway.
 */
export const createInvoiceAction = defineAction({
  id: 'invoices.create',
  formScreen: '/invoices',
  risk: 'movesMoney',
  labelKey: 'invoicing.create.action',
  group: 'invoices',
  keywords: ['invoice', 'create invoice', 'bill', 'fees', 'factuur'],
  permission: 'ops',
  route: 'createInvoice',
  needsMerchant: true,
  changes: ['invoices', 'balanceTransfers', ...balanceCaches],
  parameters: z.object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    currency: currencyCodeSchema.default('EUR'),
    idempotencyKey: code.max(255).optional(),
  }),
  async run(context, { idempotencyKey, ...body }) {
    const scope = context.scope;
    if (!scope) throw new ActionRefusal('validation.selectMerchant');
    const key = idempotencyKey ?? crypto.randomUUID();
    const invoice = await context.clients.invoicingBilling.createInvoice({ params: scope, body, idempotencyKey: key });
    return { invoice, idempotencyKey: key };
  },
});

export const invoiceActions = [createInvoiceAction];
