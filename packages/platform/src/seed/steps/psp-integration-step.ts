import { pspIntegrations } from '../../db/schema/index.ts';
import { insertMissingRows } from '../bulk-insert.ts';
import { daysBeforeSeed } from '../seed-size.ts';
import type { SeedStep } from './seed-step.ts';

/**
 * The demo division's PSP integration (issue 34): with it, PSP integration's Retrigger is on from the first start,
 * and a retrigger fetches the sandbox PSP's settlement report of the division's payments, refunds and chargebacks
 * of the range it names, so reconciliation can be tried on `npm start`. Auto-reconciliation is off (and manual), so
 * nothing fetches a report before the user asks for one.
 */
/** The demo division's PSP integration. */
export const demoPspIntegrationCode = 'PI-DEMO-HOLLAND-GOODS-NL';

export const pspIntegrationStep: SeedStep = {
  name: 'psp-integration',
  async run(database) {
    await database.transaction((tx) =>
      insertMissingRows(tx, pspIntegrations, [
        {
          code: demoPspIntegrationCode,
          merchantCode: 'M-HOLLAND-GOODS',
          divisionCode: 'D-HOLLAND-GOODS-NL',
          provider: 'ADYEN',
          merchantAccount: 'HollandGoodsNL',
          autoReconciliation: 'DISABLED',
          scheduling: 'MANUAL',
          createdBy: 'ops@sandbox.test',
          createdAt: daysBeforeSeed(60),
          updatedAt: daysBeforeSeed(60),
        },
      ]),
    );
  },
};
