import { z } from 'zod';
import { balanceTransferTypeSchema } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { balanceCaches } from './cache-domain.ts';

const code = z.string().trim().min(1);

/**
 * Moves confirmed balance between two virtual accounts (seller to seller, seller to the division income account,
 * income account to seller) and answers the transfer. The amount is in minor units (EUR 10.00 is 1000). Run again
 * with the same `idempotencyKey` (the cli prints the one it used) to retry without moving the money twice.
 */
export const balanceTransferAction = defineAction({
  id: 'balanceTransfers.create',
  mayNeedApproval: true,
  formScreen: '/balance-transfers',
  risk: 'movesMoney',
  labelKey: 'balanceTransfers.action',
  group: 'balanceTransfers',
  keywords: ['balance', 'transfer', 'overboeken', 'saldo'],
  shortcut: 'c t',
  permission: 'ops',
  route: 'createBalanceTransfer',
  needsMerchant: false,
  changes: ['balanceTransfers', ...balanceCaches],
  parameters: z.object({
    fromVirtualAccountCode: code,
    toVirtualAccountCode: code,
    amount: z.coerce.number().int().min(1),
    currency: z.string().trim().length(3),
    type: balanceTransferTypeSchema,
    description: z.string().trim().max(500).optional(),
    idempotencyKey: code.max(255).optional(),
  }),
  async run(context, { idempotencyKey, ...body }) {
    const key = idempotencyKey ?? crypto.randomUUID();
    const transfer = await context.clients.fund.createBalanceTransfer({ body, idempotencyKey: key });
    return { transfer, idempotencyKey: key };
  },
});

export const transferActions = [balanceTransferAction];
