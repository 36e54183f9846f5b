import { approvalRules } from '../../db/schema/index.ts';
import { insertMissingRows } from '../bulk-insert.ts';
import { daysBeforeSeed } from '../seed-size.ts';
import type { SeedStep } from './seed-step.ts';

/**
 * The demo's four-eyes rule (issue 29): balance transfers of EUR 1,000 or more in the demo division wait for one
 * approval by another ops account (Olivia Ops asks, Oscar Ops approves). Only the demo data has it: a fresh test
 * platform has no rule unless its test adds one.
 */
export const approvalRulesStep: SeedStep = {
  name: 'approval-rules',
  async run(database) {
    await database.transaction((tx) =>
      insertMissingRows(tx, approvalRules, [
        {
          code: 'RULE-DEMO-TRANSFERS',
          merchantCode: 'M-HOLLAND-GOODS',
          divisionCode: 'D-HOLLAND-GOODS-NL',
          name: 'Balance transfers of €1,000 or more',
          actionKinds: ['BALANCE_TRANSFER'],
          join: 'ALL',
          conditions: [{ kind: 'AMOUNT_AT_LEAST', currency: 'EUR', amount: 100_000 }],
          approvers: 1,
          expiresInDays: 7,
          enabled: true,
          createdBy: 'ops@sandbox.test',
          createdAt: daysBeforeSeed(30),
          updatedAt: daysBeforeSeed(30),
        },
      ]),
    );
  },
};
