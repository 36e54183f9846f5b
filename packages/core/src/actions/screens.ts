import type { MessageKey } from './message-key.ts';

/**
 * Where the sidebar shows a screen (spec section 2): in its main list, apart at its bottom (Configurations), or not
 * at all (a screen the spec's sidebar order leaves out, reached from the palette, its shortcut and links).
 */
export type SidebarPlacement = 'main' | 'bottom' | 'none';

/** A built screen the user can go to: the routes, the sidebar, the palette and the shortcuts follow this list. */
export interface Screen {
  id: string;
  path: string;
  /** The screen's title: its page title, its sidebar label and its palette 'Go to' label. */
  titleKey: MessageKey;
  sidebar: SidebarPlacement;
  /** Two keys pressed one after the other, e.g. 'g s' for sellers; none for screens reached otherwise. */
  shortcut?: string;
  /** Words the palette also matches, e.g. the Dutch or older names of the screen. */
  keywords: readonly string[];
}

/**
 * The screens that exist, in sidebar order (spec section 2). A screen joins this list when it is built, never
 * before: a later issue adds its entry with its route. Login is not here: nobody goes there from inside the app.
 * The web's sidebar shows each by its `sidebar` placement under its title, the palette's 'Go to' and the
 * shortcuts follow it; the web adds only its component and its icon.
 */
export const screens = [
  {
    id: 'overview',
    path: '/overview',
    titleKey: 'balances.overview.title',
    sidebar: 'main',
    shortcut: 'g o',
    keywords: ['overview', 'funds', 'system balance', 'bank balance', 'overzicht'],
  },
  {
    id: 'home',
    path: '/',
    titleKey: 'shell.navigation.home',
    sidebar: 'main',
    shortcut: 'g h',
    keywords: ['home', 'start', 'balances'],
  },
  {
    id: 'transactions',
    path: '/transactions',
    titleKey: 'transactionScreens.title',
    sidebar: 'main',
    shortcut: 'g t',
    keywords: ['transactions', 'payments', 'refunds', 'chargebacks', 'splits', 'transacties'],
  },
  {
    id: 'division',
    path: '/division',
    titleKey: 'balances.division.title',
    sidebar: 'main',
    shortcut: 'g d',
    keywords: ['division', 'external accounts', 'payout requests', 'divisie'],
  },
  {
    id: 'sellers',
    path: '/sellers',
    titleKey: 'sellers.title',
    sidebar: 'main',
    shortcut: 'g s',
    keywords: ['sellers', 'account holders', 'verkopers'],
  },
  {
    id: 'kycChecks',
    path: '/kycChecks',
    titleKey: 'kyc.title',
    sidebar: 'main',
    shortcut: 'g k',
    keywords: ['kyc', 'checks', 'queue', 'tasks', 'verification', 'controles'],
  },
  {
    id: 'balanceTransfers',
    path: '/balance-transfers',
    titleKey: 'balanceTransfers.title',
    sidebar: 'main',
    shortcut: 'g b',
    keywords: ['balance transfers', 'transfer', 'saldo-overboekingen', 'overboeken'],
  },
  {
    id: 'payouts',
    path: '/payouts',
    titleKey: 'payoutScreens.title',
    sidebar: 'main',
    shortcut: 'g p',
    keywords: ['payouts', 'payout requests', 'payout batches', 'uitbetalingen', 'sepa'],
  },
  {
    id: 'pspIntegration',
    path: '/psp-integration',
    titleKey: 'pspReports.title',
    sidebar: 'main',
    shortcut: 'g e',
    keywords: ['psp integration', 'settlement reports', 'adyen', 'reconciliation', 'psp-integratie', 'afrekeningen'],
  },
  {
    id: 'bankIntegration',
    path: '/bank-integration',
    titleKey: 'bankIntegration.title',
    sidebar: 'main',
    shortcut: 'g i',
    keywords: ['bank integration', 'bank statements', 'camt', 'reconciliation', 'bankintegratie', 'afschriften'],
  },
  {
    id: 'reports',
    path: '/reports',
    titleKey: 'reports.title',
    sidebar: 'main',
    shortcut: 'g r',
    keywords: ['reports', 'statements', 'account statement', 'csv', 'pdf', 'rapportages', 'afschriften'],
  },
  {
    id: 'approvals',
    path: '/approvals',
    titleKey: 'approvals.title',
    sidebar: 'main',
    shortcut: 'g a',
    keywords: ['approvals', 'four eyes', 'approval requests', 'waiting for me', 'goedkeuringen', 'vier ogen'],
  },
  {
    id: 'invoices',
    path: '/invoices',
    titleKey: 'invoicing.invoices.title',
    sidebar: 'none',
    shortcut: 'g f',
    keywords: ['invoices', 'invoice', 'billing', 'fees', 'facturen'],
  },
  {
    id: 'contracts',
    path: '/contracts',
    titleKey: 'invoicing.contracts.title',
    sidebar: 'none',
    keywords: ['contracts', 'fee tiers', 'pricing', 'contracten', 'staffels'],
  },
  {
    id: 'settingsOverview',
    path: '/settings-overview',
    titleKey: 'invoicing.settingsOverview.title',
    sidebar: 'none',
    keywords: ['settings overview', 'settings', 'division settings', 'instellingenoverzicht'],
  },
  {
    id: 'pspSettlements',
    path: '/psp-settlements',
    titleKey: 'pspReports.settlements.title',
    sidebar: 'none',
    keywords: ['psp settlements', 'settlement batches', 'settlements', 'psp fees', 'afrekeningen', 'psp-afrekeningen'],
  },
  {
    id: 'activity',
    path: '/activity',
    titleKey: 'audit.activity.title',
    sidebar: 'bottom',
    shortcut: 'g y',
    keywords: ['activity', 'audit', 'audit trail', 'who changed what', 'log', 'activiteit', 'logboek'],
  },
  {
    id: 'configurations',
    path: '/configurations',
    titleKey: 'configurations.title',
    sidebar: 'bottom',
    shortcut: 'g c',
    keywords: [
      'configurations',
      'settings',
      'scheduler',
      'webhooks',
      'kyc',
      'reliance',
      'configuraties',
      'instellingen',
    ],
  },
] as const satisfies readonly Screen[];

export type ScreenId = (typeof screens)[number]['id'];
