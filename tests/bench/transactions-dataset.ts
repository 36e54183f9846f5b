// The large transactions dataset of the transactions list benchmark: 1,000,000 payments, refunds and chargebacks
// of one merchant, 400,000 of them in one division, over the last 365 days, in every status and type
// (`writeBulkTransactions`). The PGlite data folder is cached (cached-data-folder.ts) and copied for each run: the
// first run writes it (a few minutes on 2 cores), later runs start in seconds; on PostgreSQL it is kept on the
// server the same way (dataset-platform.ts).
import {
  transactionAmountCountDrift,
  transactionCodeCountDrift,
  transactionCountDrift,
  writeBulkTransactions,
} from '../../packages/platform/src/services/fund/splits/testing/bulk-transactions.ts';
import { type CachedDataFolder, cachedDataFolder } from './cached-data-folder.ts';

export const transactionCount = 1_000_000;

export const transactionsData: CachedDataFolder = {
  prefix: 'bench-transactions-',
  sources: ['src/services/fund/splits/testing/bulk-transactions.ts'],
  write: async (database) => {
    console.log(`Writing ${transactionCount.toLocaleString('en')} transactions (cached for later runs)...`);
    await writeBulkTransactions(database, transactionCount, (written) =>
      console.log(`  transactions: ${written.toLocaleString('en')} of ${transactionCount.toLocaleString('en')}`),
    );
    const drift = await transactionCountDrift(database.db);
    if (drift.length > 0) throw new Error(`transaction counts drifted from the rows: ${JSON.stringify(drift)}`);
    const bands = await transactionAmountCountDrift(database.db);
    if (bands.length > 0) throw new Error(`amount band counts drifted from the rows: ${JSON.stringify(bands)}`);
    const starts = await transactionCodeCountDrift(database.db);
    if (starts.length > 0) throw new Error(`code start counts drifted from the rows: ${JSON.stringify(starts)}`);
  },
};

/** The cached PGlite data folder, written now when missing; answers how long writing took, if it ran. */
export const transactionsDataset = () => cachedDataFolder(transactionsData);
