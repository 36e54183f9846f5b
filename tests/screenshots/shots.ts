// Every picture: the screen, tab or dialog, how to reach it, and what proves its data is drawn. Shots taken in
// Dutch too wait on the page's structure, not on English words.
import { expect, type Page } from '@playwright/test';
import type { DemoSubjects } from './demo-subjects.ts';
import { firstRowDrawn, readyTimeout } from './settled.ts';

export type Account = 'ops' | 'merchant' | 'signedOut';

export interface Shot {
  /** The picture's file name stem, unique. */
  name: string;
  /** What the index says it shows. */
  title: string;
  /** Path and query to open; the demo merchant and division are added when `bound`. */
  path: string;
  account: Account;
  bound: boolean;
  /** A main screen, taken in Dutch as well as English. */
  dutch: boolean;
  /** Waits until the data is drawn; a dialog's shot opens the dialog first. */
  show(page: Page): Promise<void>;
}

const visible = { timeout: readyTimeout };

/** A shot of the ops user bound to the demo division (most of them). */
function screen(name: string, title: string, path: string, dutch: boolean, show: Shot['show']): Shot {
  return { name, title, path, account: 'ops', bound: true, dutch, show };
}

/** Each seller tab and what proves its data is drawn (the demo seller has a record of every kind). */
const sellerTabs: Record<string, (page: Page) => Promise<void>> = {
  balance: firstRowDrawn,
  identity: (page) => expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(visible),
  'external-accounts': (page) => expect(page.getByRole('article').first()).toBeVisible(visible),
  transactions: firstRowDrawn,
  'payout-requests': firstRowDrawn,
  payouts: firstRowDrawn,
  // The demo data is seeded without the API, so its History may be empty: either state is drawn data.
  history: (page) => expect(page.locator('.history-events, .empty-state').first()).toBeVisible(visible),
};
const divisionTabs = ['balance', 'externalAccounts', 'payoutRequests'];

export function shotsFor({
  sellerCode,
  transactionCode,
  payoutRequestCode,
  invoiceCode,
  contractCode,
}: DemoSubjects): Shot[] {
  return [
    {
      name: 'login',
      title: 'Login',
      path: '/login',
      account: 'signedOut',
      bound: false,
      dutch: false,
      show: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Operations Dashboard' })).toBeVisible(visible);
      },
    },
    {
      name: 'unauthorised',
      title: 'Unauthorised (a merchant account)',
      path: '/',
      account: 'merchant',
      // Bound, so Home asks the platform for the division at once, and its 403 leads to Unauthorised.
      bound: true,
      dutch: false,
      show: async (page) => {
        await expect(page).toHaveURL(/\/unauthorised$/, visible);
        await expect(page.getByRole('alert')).toBeVisible(visible);
      },
    },
    {
      name: 'merchant-selection',
      title: 'Merchant selection (no merchant bound)',
      path: '/',
      account: 'ops',
      bound: false,
      dutch: true,
      show: async (page) => {
        // The screen lists merchants once a term is typed: a search shows it with its results.
        await page.getByRole('searchbox').first().fill('Holland');
        await expect(page.locator('.merchant-selection').getByRole('button').first()).toBeVisible(visible);
      },
    },
    screen('home', 'Home', '/', true, async (page) => {
      await expect(page.locator('section[aria-labelledby="home-balances"] dl dd').first()).toBeVisible(visible);
      await firstRowDrawn(page);
    }),
    screen('overview', 'Overview', '/overview', true, async (page) => {
      await firstRowDrawn(page.locator('section[aria-labelledby="overview-bank"]'));
    }),
    ...divisionTabs.map((tab) =>
      screen(`division-${tab}`, `Division, tab ${tab}`, `/division?tab=${tab}`, tab === 'balance', (page) =>
        firstRowDrawn(page.getByRole('tabpanel')),
      ),
    ),
    screen('sellers', 'Sellers', '/sellers', true, async (page) => {
      await firstRowDrawn(page);
    }),
    ...Object.entries(sellerTabs).map(([tab, drawn]) =>
      screen(
        `seller-${tab}`,
        `Seller ${sellerCode}, tab ${tab}`,
        `/sellers/${sellerCode}/${tab}`,
        tab === 'balance',
        drawn,
      ),
    ),
    screen('kyc-checks', 'KYC checks, the queue', '/kycChecks', true, firstRowDrawn),
    screen('kyc-configuration', 'Configurations, KYC', '/configurations/kyc', false, async (page) => {
      await expect(page.getByRole('form', { name: 'KYC configuration' })).toBeVisible(visible);
    }),
    screen(
      'hosted-onboarding-configuration',
      'Configurations, hosted onboarding',
      '/configurations/hosted-onboarding',
      false,
      async (page) => {
        await expect(page.getByRole('figure', { name: 'Preview of the hosted onboarding page' })).toBeVisible(visible);
      },
    ),
    screen('configuration-reasons', 'Configurations, Reasons', '/configurations/reasons', false, async (page) => {
      await expect(page.getByRole('group', { name: 'Reasons required for' })).toBeVisible(visible);
    }),
    screen(
      'configuration-tolerance-rules',
      'Configurations, Tolerance rules',
      '/configurations/tolerance-rules',
      false,
      async (page) => {
        await expect(page.getByRole('form', { name: 'Tolerance rules' })).toBeVisible(visible);
      },
    ),
    screen('configuration-users', 'Configurations, Users', '/configurations/users', true, firstRowDrawn),
    screen(
      'configuration-user-create',
      'Configurations, Users: create user (dialog)',
      '/configurations/users',
      false,
      async (page) => {
        await firstRowDrawn(page);
        await page.getByRole('button', { name: 'Create user' }).click();
        await expect(page.getByRole('dialog', { name: 'Create user' })).toBeVisible(visible);
      },
    ),
    screen('configuration-ops-roles', 'Configurations, Ops roles', '/configurations/ops-roles', true, firstRowDrawn),
    screen('configuration-jobs', 'Configurations, Jobs', '/configurations/jobs', true, firstRowDrawn),
    screen('transactions', 'Transactions', '/transactions', true, async (page) => {
      await firstRowDrawn(page);
    }),
    screen(
      'transactions-keys',
      'Transactions worked from the keyboard (focus and selection)',
      '/transactions',
      false,
      async (page) => {
        await firstRowDrawn(page);
        // j to the first row, x selects it, Shift+j twice extends the selection, j moves the focus on.
        for (const key of ['j', 'x', 'Shift+J', 'Shift+J', 'j']) await page.keyboard.press(key);
        await expect(page.locator('tbody tr[aria-selected="true"]')).toHaveCount(3, visible);
        await expect(page.locator('tbody tr[data-row-index="3"]')).toBeFocused(visible);
      },
    ),
    screen('list-keys', "A list's keyboard shortcuts (? dialog)", '/transactions', true, async (page) => {
      await firstRowDrawn(page);
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog').locator('kbd').first()).toBeVisible(visible);
    }),
    screen(
      'transactions-query',
      'Transactions: a query with its completion open',
      `/transactions?q=${encodeURIComponent('type:PAYMENT amount>=10 created>-365d')}`,
      true,
      async (page) => {
        await firstRowDrawn(page);
        const field = page.getByRole('combobox', { name: /Query|Zoekopdracht/ });
        await field.click();
        await field.press('End');
        await field.pressSequentially(' status:');
        await expect(page.getByRole('listbox')).toBeVisible(visible);
      },
    ),
    screen(
      'transactions-query-error',
      'Transactions: a query that does not read, the rows of the last one kept',
      `/transactions?q=${encodeURIComponent('type:PAYMENT')}`,
      false,
      async (page) => {
        await firstRowDrawn(page);
        await page.getByRole('combobox', { name: 'Query' }).fill('type:PAYMENT amount>=ten created>-7d');
        await expect(page.getByRole('alert')).toBeVisible(visible);
      },
    ),
    screen(
      'transaction-details',
      `Transaction ${transactionCode} (details modal)`,
      `/transactions?transaction=${transactionCode}`,
      false,
      async (page) => {
        const dialog = page.getByRole('dialog', { name: `Transaction ${transactionCode}` });
        await firstRowDrawn(dialog.getByRole('region', { name: 'Balance impact' }));
      },
    ),
    screen('split-creator', 'Split creator (dialog)', '/transactions', false, async (page) => {
      await firstRowDrawn(page);
      await page.getByRole('button', { name: 'Create split' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create split' });
      await expect(dialog.getByRole('form', { name: 'Create split' })).toBeVisible(visible);
    }),
    screen('balance-transfers', 'Balance transfers', '/balance-transfers', true, async (page) => {
      await firstRowDrawn(page);
    }),
    screen('balance-transfer-form', 'Balance transfer form', '/balance-transfers', false, async (page) => {
      await firstRowDrawn(page);
      await page.getByRole('button', { name: 'New transfer' }).click();
      await expect(page.getByRole('form', { name: 'Transfer between virtual accounts' })).toBeVisible(visible);
    }),
    screen('invoices', 'Invoices', '/invoices', true, firstRowDrawn),
    screen('invoice-details', `Invoice ${invoiceCode}`, `/invoices/${invoiceCode}`, true, firstRowDrawn),
    screen('create-invoice', 'Create invoice (dialog)', '/invoices', false, async (page) => {
      await firstRowDrawn(page);
      await page.getByRole('button', { name: 'Create invoice' }).click();
      await expect(page.getByRole('dialog', { name: 'Create invoice' })).toBeVisible(visible);
    }),
    screen('contracts', 'Contracts', '/contracts', true, firstRowDrawn),
    screen('contract-details', `Contract ${contractCode}`, `/contracts/${contractCode}`, true, firstRowDrawn),
    screen('settings-overview', 'Settings overview', '/settings-overview', true, async (page) => {
      await expect(page.locator('.invoicing-facts dd').first()).toBeVisible(visible);
    }),
    // The demo division's settlement report: lines reconciled, failed, unallocated and parsed, and the Retrigger.
    screen('psp-integration', 'PSP integration', '/psp-integration', true, async (page) => {
      await firstRowDrawn(page);
      await expect(page.getByRole('button', { name: /^(Retrigger|Opnieuw starten)$/ })).toBeVisible(visible);
    }),
    screen('psp-settlements', 'PSP Settlements', '/psp-settlements', true, firstRowDrawn),
    screen(
      'payment-providers-configuration',
      'Configurations, payment providers',
      '/configurations/payment-providers',
      false,
      async (page) => {
        await expect(page.getByLabel('Merchant account')).toBeVisible(visible);
      },
    ),
    screen('bank-integration', 'Bank integration', '/bank-integration', true, async (page) => {
      await firstRowDrawn(page);
    }),
    screen(
      'bank-integration-workbench',
      "Bank integration's workbench, the demo's batch booking chosen and its best candidate selected",
      '/bank-integration/workbench',
      true,
      async (page) => {
        await firstRowDrawn(page);
        // The demo's SEPA batch line (its newest) names its batch: Enter shows its candidates, x selects the best.
        await page.locator('.workbench-lines tbody tr').first().focus();
        await page.keyboard.press('Enter');
        await expect(page.locator('.workbench-candidates tbody tr').first()).toBeFocused(visible);
        await page.keyboard.press('x');
        // The exceptions queue below: the demo's unmatched payment lines, each with why no rule placed it.
        await firstRowDrawn(page.locator('section[aria-labelledby="bank-line-exceptions-title"]'));
      },
    ),
    screen(
      'psp-integration-workbench',
      "PSP integration's workbench, the demo's item whose PSP reference was cut short chosen with its candidates, and the exceptions queue",
      '/psp-integration/workbench',
      true,
      async (page) => {
        await firstRowDrawn(page);
        await page.locator('.workbench-lines tbody tr').first().focus();
        await page.keyboard.press('Enter');
        await expect(page.locator('.workbench-candidates tbody tr').first()).toBeFocused(visible);
        // The exceptions queue below: the demo's unplaced items, each with why no rule placed it.
        await firstRowDrawn(page.locator('section[aria-labelledby="psp-report-item-exceptions-title"]'));
      },
    ),
    screen(
      'reports-division',
      "Reports, tab Division, after asking for today's fees report",
      '/reports/division',
      true,
      async (page) => {
        // The fourth report type is Fees, which needs no account; the job does not run here, so it stays scheduled.
        await page.locator('.report-request-form [role="combobox"]').first().click();
        await page.getByRole('option').nth(3).click();
        await page.locator('.report-request-buttons button').nth(1).click();
        await firstRowDrawn(page);
      },
    ),
    screen('reports-sellers', 'Reports, tab Seller with its seller picker', '/reports/sellers', true, async (page) => {
      await expect(page.locator('.report-seller-picker [role="combobox"]')).toBeVisible(visible);
      await expect(page.locator('.report-request-form')).toBeVisible(visible);
    }),
    screen('approvals-all', 'Approvals, tab All', '/approvals/all', true, async (page) => {
      // The demo data holds no approval request until someone's transfer is held: either state is drawn data.
      await expect(page.locator('.approvals-screen table, .approvals-screen .empty-state').first()).toBeVisible(
        visible,
      );
    }),
    screen('activity', 'Activity, every change of the division newest first', '/activity', true, async (page) => {
      // The demo data is seeded without the API, so the feed may be empty: either state is drawn data.
      await expect(page.locator('.activity-screen table, .activity-screen .empty-state').first()).toBeVisible(visible);
    }),
    screen('payouts-requests', 'Payouts, tab payout requests', '/payouts/requests', true, async (page) => {
      await firstRowDrawn(page);
    }),
    screen(
      'payouts-requests-saved-view',
      'Payouts, tab payout requests on a saved view (its header bar)',
      '/payouts/requests',
      false,
      async (page) => {
        await firstRowDrawn(page);
        // Saved once (Save as…, shared), then chosen from the views: each theme's picture runs on one platform.
        const bar = page.getByRole('region', { name: 'Saved view' });
        const name = 'Failed payouts this week';
        await bar.getByRole('combobox', { name: 'Views' }).click();
        await page.getByRole('listbox').waitFor(visible);
        // Exactly this name: the saved views spec saves views whose names begin with it.
        const option = page.getByRole('option', { name, exact: true });
        if ((await option.count()) > 0) await option.click();
        else {
          await page.keyboard.press('Escape');
          await bar.getByRole('button', { name: 'Save as…' }).click();
          await page.getByRole('textbox', { name: 'Name' }).fill(name);
          await page.getByRole('checkbox', { name: 'Share with the team' }).click();
          await page.getByRole('button', { name: 'Save view' }).click();
        }
        await expect(bar.locator('.saved-view-name')).toHaveText(name, visible);
      },
    ),
    screen(
      'payouts-division-requests',
      'Payouts, tab merchants/divisions requests',
      '/payouts/division-requests',
      false,
      firstRowDrawn,
    ),
    screen('payouts-batches', 'Payouts, tab payouts (batches)', '/payouts', true, async (page) => {
      await firstRowDrawn(page);
    }),
    screen(
      'payout-request-details',
      `Payout request ${payoutRequestCode}`,
      `/payouts/requests/${payoutRequestCode}`,
      false,
      async (page) => {
        await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible(visible);
        await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible(visible);
      },
    ),
    screen('command-palette', 'Command palette, open on Home', '/', false, async (page) => {
      await firstRowDrawn(page);
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await expect(palette.getByRole('option').first()).toBeVisible(visible);
    }),
    screen('create-merchant', 'Create merchant popover', '/', false, async (page) => {
      await firstRowDrawn(page);
      await page.getByRole('button', { name: 'Create merchant' }).click();
      await expect(page.getByRole('dialog', { name: 'Create merchant' }).getByLabel('Display name')).toBeVisible(
        visible,
      );
    }),
    screen('merchant-picker', 'Merchant picker', '/', false, async (page) => {
      await firstRowDrawn(page);
      await page.getByRole('button', { name: /^Merchant and division: / }).click();
      await expect(page.locator('.merchant-picker-panel').getByRole('button').first()).toBeVisible(visible);
    }),
    screen('user-menu', 'User menu', '/', false, async (page) => {
      await firstRowDrawn(page);
      await page.getByRole('button', { name: /^Account of / }).click();
      await expect(page.getByText('ops@sandbox.test', { exact: true })).toBeVisible(visible);
    }),
    screen('not-found', 'Page not found', '/no-such-page', true, async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(visible);
      await expect(page.getByRole('link').last()).toBeVisible(visible);
    }),
  ];
}
