// The list query language (issue 31) on the sellers list over HTTP, on the large dataset (100,000 sellers, 30,000 of
// them in the division asked for; large-dataset.ts, cached), on PGlite in a data folder as `npm start` runs it, and on
// the PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL) when one answers (dataset-platform.ts): the first page (25, with balances, as the web asks) of a query on each field the language offers, from common to rare
// matches, on the division's list and on the list across merchants. The dataset writes no money: every confirmed
// balance is 0, so `balance>0` measures a query that matches no seller. Budget: p95 ≤ 50 ms for each.
import { createAccountOwnerClient, createApiClient } from '../../packages/core/src/api/index.ts';
import { startPlatformOnDataset } from './dataset-platform.ts';
import { largeData } from './large-dataset.ts';
import { latencyFigures } from './latency.ts';
import { onBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const opsEmail = 'ops@sandbox.test';
/** The largest division of the large dataset. */
const scope = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };
const run = { warmUp: 5, measured: 40, p95BudgetMs: 50 };

async function measureOn(driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  const { platform, writeSeconds, close } = await startPlatformOnDataset(largeData, driver);
  try {
    const token = await platform.tokenFor(opsEmail);
    const accountOwner = createAccountOwnerClient(
      createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
    );
    const firstPage = await accountOwner.listDivisionAccountHolders({ params: scope, query: { limit: 1 } });
    const code = firstPage.elements[0]?.code ?? 'AH-0';
    /** Queries by the field they exercise, each list from the most common to the rarest match. */
    const queries: Record<string, readonly string[]> = {
      status: ['status:active', 'status:failed,rejected', '-status:active'],
      kyc: ['kyc:passed', 'kyc:review,external_review', '-kyc:passed'],
      balance: ['balance>0', 'balance>=1000'],
      country: ['country:nld', 'country:deu', 'country:bel'],
      created: ['created>-30d', 'created<-300d', 'created>=-200d created<=-190d'],
      code: [`code:${code}`, `code:${code.slice(0, 6)}*`, 'code:AH-ZZ*'],
      search: ['jans', 'de vries', 'example.org'],
      'several together': ['status:active kyc:passed country:nld created>-365d', 'kyc:review -status:failed jans'],
    };
    const figures: BenchFigure[] = [];
    for (const [field, texts] of Object.entries(queries)) {
      const query = (index: number) => ({
        limit: 25,
        _fragments: 'balances' as const,
        query: texts[index % texts.length],
      });
      figures.push(
        ...(await latencyFigures(
          `${driver}: division, first page, ${field}`,
          (index) => accountOwner.listDivisionAccountHolders({ params: scope, query: query(index) }),
          run,
        )),
        ...(await latencyFigures(
          `${driver}: across merchants, first page, ${field}`,
          (index) => accountOwner.listAccountHolders({ query: query(index) }),
          run,
        )),
      );
    }
    figures.push(
      ...(await latencyFigures(
        `${driver}: across merchants, first page, division: and merchant:`,
        (index) =>
          accountOwner.listAccountHolders({
            query: {
              limit: 25,
              _fragments: 'balances',
              query: index % 2 ? `division:${scope.divisionCode}` : 'merchant:M-FIETSPLAZA kyc:passed',
            },
          }),
        run,
      )),
    );
    if (writeSeconds !== undefined) {
      figures.push({ name: `${driver}: seeding the large dataset`, value: writeSeconds, unit: 's' });
    }
    return figures;
  } finally {
    await close();
  }
}

report(
  'List query: sellers list first page over HTTP on 100,000 sellers (PGlite; PostgreSQL 15 when it answers)',
  await onBothDatabases(measureOn),
);
