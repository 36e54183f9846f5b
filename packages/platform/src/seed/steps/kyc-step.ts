import { and, asc, gt, isNull } from 'drizzle-orm';
import { accountHolders, kycHistoryEntries, kycSignOffs, kycTasks } from '../../db/schema/index.ts';
import { insertMissingRows } from '../bulk-insert.ts';
import { kycDemoRows } from '../kyc-demo-rows.ts';
import { daysBeforeSeed } from '../seed-size.ts';
import type { SeedStep } from './seed-step.ts';

const sellersPerBatch = 2_000;

/** The compliance officer who signed off the demo divisions' reliance models and government flags. */
const demoComplianceOfficer = 'compliance@sandbox.test';

/**
 * The KYC checks: a task for every seller under review (some assigned), and for every decided seller its done
 * tasks and a KYC history with the data's changes; the sign-offs of the demo divisions' reliance models and
 * government flags.
 */
export const kycStep: SeedStep = {
  name: 'kyc',
  async run(database, plan, progress) {
    await database.transaction((tx) =>
      insertMissingRows(
        tx,
        kycSignOffs,
        plan.divisions.flatMap(({ merchant, division }) => {
          const address = { merchantCode: merchant.code, divisionCode: division.code };
          const recorded = { officer: demoComplianceOfficer, recordedBy: 'ops@sandbox.test' };
          const { relianceModel, governmentEntity } = division.config;
          return [
            ...(relianceModel && relianceModel !== 'NONE'
              ? [
                  {
                    code: `KS-${division.code}-R`,
                    ...address,
                    ...recorded,
                    setting: 'RELIANCE_MODEL' as const,
                    value: relianceModel,
                    recordedAt: daysBeforeSeed(division.ageDays - 1),
                  },
                ]
              : []),
            ...(governmentEntity
              ? [
                  {
                    code: `KS-${division.code}-G`,
                    ...address,
                    ...recorded,
                    setting: 'GOVERNMENT_ENTITY' as const,
                    value: 'true',
                    recordedAt: daysBeforeSeed(division.ageDays - 1),
                  },
                ]
              : []),
          ];
        }),
      ),
    );
    let after = '';
    let done = 0;
    for (;;) {
      const sellers = await database.db
        .select({
          code: accountHolders.code,
          merchantCode: accountHolders.merchantCode,
          divisionCode: accountHolders.divisionCode,
          status: accountHolders.status,
          firstName: accountHolders.firstName,
          lastName: accountHolders.lastName,
          legalName: accountHolders.legalName,
          city: accountHolders.city,
          street: accountHolders.street,
        })
        .from(accountHolders)
        .where(and(gt(accountHolders.code, after), isNull(accountHolders.deletedAt)))
        .orderBy(asc(accountHolders.code))
        .limit(sellersPerBatch);
      if (sellers.length === 0) break;
      const rows = sellers.map(kycDemoRows);
      await database.transaction(async (tx) => {
        await insertMissingRows(
          tx,
          kycTasks,
          rows.flatMap((row) => row.tasks),
        );
        await insertMissingRows(
          tx,
          kycHistoryEntries,
          rows.flatMap((row) => row.history),
        );
      });
      after = sellers.at(-1)?.code ?? after;
      done += sellers.length;
      progress(done, plan.sellerTotal);
    }
  },
};
