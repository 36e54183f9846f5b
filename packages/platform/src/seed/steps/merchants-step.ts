import { divisions, externalAccounts, merchants, virtualAccounts } from '../../db/schema/index.ts';
import { insertMissingRows } from '../bulk-insert.ts';
import { merchantRows } from '../merchant-rows.ts';
import type { SeedStep } from './seed-step.ts';

/** The merchants and their divisions, each division with its configuration, income account and bank account. */
export const merchantsStep: SeedStep = {
  name: 'merchants',
  async run(database, plan) {
    const rows = merchantRows(plan);
    await database.transaction(async (tx) => {
      await insertMissingRows(tx, merchants, rows.merchants);
      await insertMissingRows(tx, divisions, rows.divisions);
      await insertMissingRows(tx, virtualAccounts, rows.incomeAccounts);
      await insertMissingRows(tx, externalAccounts, rows.divisionBankAccounts);
    });
  },
};
