import { type ScreenId, screens } from '@ops/core/actions';
import { Route, Switch } from 'wouter';
import { NotFoundScreen } from '../../kit/not-found-screen.tsx';
import type { RoutePrefetch } from '../../kit/route-prefetch.ts';
import { MerchantGate } from '../merchant-gate/merchant-gate.tsx';
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx';
import { PrefetchRoute } from './route-prefetch.tsx';

const reportsScreen = lazyScreen(() =>
  import('../../screens/reports/list/reports-screen.tsx').then(({ ReportsScreen }) => ({ default: ReportsScreen })),
);
const configurationsScreen = lazyScreen(() =>
  import('../../screens/configurations/configurations-screen.tsx').then(({ ConfigurationsScreen }) => ({
    default: ConfigurationsScreen,
  })),
);

const approvalsScreen = lazyScreen(() =>
  import('../../screens/approvals/list/approvals-screen.tsx').then(({ ApprovalsScreen }) => ({
    default: ApprovalsScreen,
  })),
);

const payoutsScreen = lazyScreen(() =>
  import('../../screens/payouts/list/payouts-screen.tsx').then(({ PayoutsScreen }) => ({ default: PayoutsScreen })),
);

/** The code of each built screen, loaded when first shown; a screen added to core's `screens` needs one here. */
const screenComponents: Record<ScreenId, LazyScreen> = {
  balanceTransfers: lazyScreen(() =>
    import('../../screens/balance-transfers/list/balance-transfers-screen.tsx').then(({ BalanceTransfersScreen }) => ({
      default: BalanceTransfersScreen,
    })),
  ),
  overview: lazyScreen(() =>
    import('../../screens/overview/overview-screen.tsx').then(({ OverviewScreen }) => ({ default: OverviewScreen })),
  ),
  // Home's balances come first (issue 13): it needs none of the other screens' texts.
  home: lazyScreen(
    () =>
      import('../../screens/home/home-screen.tsx').then(({ HomeScreen }) => ({
        default: HomeScreen,
      })),
    { texts: 'atStart' },
  ),
  division: lazyScreen(() =>
    import('../../screens/division/division-screen.tsx').then(({ DivisionScreen }) => ({ default: DivisionScreen })),
  ),
  sellers: lazyScreen(() =>
    import('../../screens/sellers/list/sellers-screen.tsx').then(({ SellersScreen }) => ({ default: SellersScreen })),
  ),
  transactions: lazyScreen(() =>
    import('../../screens/transactions/list/transactions-screen.tsx').then(({ TransactionsScreen }) => ({
      default: TransactionsScreen,
    })),
  ),
  payouts: payoutsScreen,
  pspIntegration: lazyScreen(() =>
    import('../../screens/psp-integration/list/psp-integration-screen.tsx').then(({ PspIntegrationScreen }) => ({
      default: PspIntegrationScreen,
    })),
  ),
  bankIntegration: lazyScreen(() =>
    import('../../screens/bank-integration/list/bank-integration-screen.tsx').then(({ BankIntegrationScreen }) => ({
      default: BankIntegrationScreen,
    })),
  ),
  configurations: configurationsScreen,
  invoices: lazyScreen(() =>
    import('../../screens/invoicing/invoices/invoices-screen.tsx').then(({ InvoicesScreen }) => ({
      default: InvoicesScreen,
    })),
  ),
  contracts: lazyScreen(() =>
    import('../../screens/invoicing/contracts/contracts-screen.tsx').then(({ ContractsScreen }) => ({
      default: ContractsScreen,
    })),
  ),
  settingsOverview: lazyScreen(() =>
    import('../../screens/invoicing/settings-overview/settings-overview-screen.tsx').then(
      ({ SettingsOverviewScreen }) => ({ default: SettingsOverviewScreen }),
    ),
  ),
  pspSettlements: lazyScreen(() =>
    import('../../screens/psp-settlements/list/psp-settlements-screen.tsx').then(({ PspSettlementsScreen }) => ({
      default: PspSettlementsScreen,
    })),
  ),
  reports: reportsScreen,
  approvals: approvalsScreen,
  activity: lazyScreen(() =>
    import('../../screens/activity/list/activity-screen.tsx').then(({ ActivityScreen }) => ({
      default: ActivityScreen,
    })),
  ),
  kycChecks: lazyScreen(() =>
    import('../../screens/kyc/list/kyc-checks-screen.tsx').then(({ KycChecksScreen }) => ({
      default: KycChecksScreen,
    })),
  ),
};

/** Fetches a screen's code (and texts) ahead, e.g. while the pointer is over its sidebar link. */
export function preloadScreen(id: ScreenId): void {
  screenComponents[id].preload();
}

/** The screen a path shows when it is a route's own path (a sidebar screen's or a page's below one). */
export function screenAt(path: string): LazyScreen | undefined {
  const screen = screens.find((candidate) => candidate.path === path);
  return screen ? screenComponents[screen.id] : detailRoutes.find((route) => route.path === path)?.component;
}

/** Fetches ahead the code of the screen at a route's path. */
export function preloadScreenAt(path: string): void {
  screenAt(path)?.preload();
}

/** A screen's first query, started as its route opens (see PrefetchRoute); each loads as a small chunk. */
const screenPrefetches: Partial<Record<ScreenId, () => Promise<RoutePrefetch>>> = {
  sellers: () =>
    import('../../screens/sellers/list/prefetch-sellers.ts').then(({ prefetchSellers }) => prefetchSellers),
};

/** Pages below a screen, reached from it rather than from the sidebar. */
const detailRoutes: { path: string; component: LazyScreen }[] = [
  {
    path: '/payouts/requests/:payoutRequestCode',
    component: lazyScreen(() =>
      import('../../screens/payouts/request-details/payout-request-details-screen.tsx').then(
        ({ PayoutRequestDetailsScreen }) => ({ default: PayoutRequestDetailsScreen }),
      ),
    ),
  },
  { path: '/payouts/requests', component: payoutsScreen },
  {
    path: '/invoices/:invoiceCode',
    component: lazyScreen(() =>
      import('../../screens/invoicing/invoice-details/invoice-details-screen.tsx').then(({ InvoiceDetailsScreen }) => ({
        default: InvoiceDetailsScreen,
      })),
    ),
  },
  {
    path: '/contracts/:contractCode',
    component: lazyScreen(() =>
      import('../../screens/invoicing/contract-details/contract-details-screen.tsx').then(
        ({ ContractDetailsScreen }) => ({ default: ContractDetailsScreen }),
      ),
    ),
  },
  {
    path: '/psp-settlements/:executionId',
    component: lazyScreen(() =>
      import('../../screens/psp-settlements/report/settlement-report-screen.tsx').then(
        ({ SettlementReportScreen }) => ({ default: SettlementReportScreen }),
      ),
    ),
  },
  {
    path: '/bank-integration/workbench',
    component: lazyScreen(() =>
      import('../../screens/bank-integration/workbench/workbench-screen.tsx').then(({ WorkbenchScreen }) => ({
        default: WorkbenchScreen,
      })),
    ),
  },
  {
    path: '/psp-integration/workbench',
    component: lazyScreen(() =>
      import('../../screens/psp-integration/workbench/psp-workbench-screen.tsx').then(({ PspWorkbenchScreen }) => ({
        default: PspWorkbenchScreen,
      })),
    ),
  },
  { path: '/configurations/*', component: configurationsScreen },
  { path: '/reports/:tab', component: reportsScreen },
  // A tab ('waiting', 'all') or a request's code (`AR-…`): the screen tells them apart.
  { path: '/approvals/:tabOrCode', component: approvalsScreen },
  { path: '/payouts/division-requests', component: payoutsScreen },
  {
    path: '/sellers/:sellerCode/:tab?',
    component: lazyScreen(() =>
      import('../../screens/sellers/details/seller-details-screen.tsx').then(({ SellerDetailsScreen }) => ({
        default: SellerDetailsScreen,
      })),
    ),
  },
];

/** The routes of the signed-in app: one per built screen (spec section 2), every other path Page not found. */
export function ScreenRoutes() {
  return (
    <Switch>
      {screens.map(({ id, path }) => {
        const Screen = screenComponents[id];
        const prefetch = screenPrefetches[id];
        return (
          <Route key={id} path={path}>
            {prefetch ? <PrefetchRoute load={prefetch} /> : null}
            <MerchantGate preload={Screen.preload}>
              <Screen />
            </MerchantGate>
          </Route>
        );
      })}
      {detailRoutes.map(({ path, component: Details }) => (
        <Route key={path} path={path}>
          <MerchantGate preload={Details.preload}>
            <Details />
          </MerchantGate>
        </Route>
      ))}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
