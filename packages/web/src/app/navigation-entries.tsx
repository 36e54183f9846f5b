import { type ScreenId, type SidebarPlacement, screens, translate } from '@ops/core/actions';
import type { TranslationFunctions } from '@ops/locales';
import type { ReactNode } from 'react';

/** A screen as the sidebar shows it: core's entry (its title as the label, its placement) and the web's icon. */
export interface NavigationEntry {
  id: ScreenId;
  path: string;
  label: (t: TranslationFunctions) => string;
  icon: ReactNode;
  sidebar: SidebarPlacement;
}

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** One icon per built screen; a screen added to core's `screens` needs its icon here (the type says so). */
const icons: Record<ScreenId, ReactNode> = {
  pspIntegration: (
    <svg {...iconProps} aria-hidden="true">
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
      <path d="M6 15h4" />
    </svg>
  ),
  bankIntegration: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3 10l9-6 9 6" />
      <path d="M5 10v8" />
      <path d="M10 10v8" />
      <path d="M14 10v8" />
      <path d="M19 10v8" />
      <path d="M3 20h18" />
    </svg>
  ),
  payouts: (
    <svg {...iconProps} aria-hidden="true">
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 12h.01" />
      <path d="M18 12h.01" />
    </svg>
  ),
  overview: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 20V10" />
      <path d="M10 20V4" />
      <path d="M16 20v-7" />
      <path d="M22 20H2" />
    </svg>
  ),
  division: (
    <svg {...iconProps} aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 10h18" />
      <path d="M9 10v10" />
    </svg>
  ),
  balanceTransfers: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 8h14" />
      <path d="M14 4l4 4-4 4" />
      <path d="M20 16H6" />
      <path d="M10 12l-4 4 4 4" />
    </svg>
  ),
  transactions: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M7 4v16" />
      <path d="M3 16l4 4 4-4" />
      <path d="M17 20V4" />
      <path d="M13 8l4-4 4 4" />
    </svg>
  ),
  home: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10" />
    </svg>
  ),
  activity: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3 12h4l3-8 4 16 3-8h4" />
    </svg>
  ),
  configurations: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 6h10" />
      <path d="M18 6h2" />
      <circle cx="16" cy="6" r="2" />
      <path d="M4 12h4" />
      <path d="M12 12h8" />
      <circle cx="10" cy="12" r="2" />
      <path d="M4 18h12" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  ),
  sellers: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 9l1.5-5h13L20 9" />
      <path d="M4 9h16v2a3 3 0 0 1-6 0 3 3 0 0 1-4 0 3 3 0 0 1-6 0z" />
      <path d="M5 13v7h14v-7" />
    </svg>
  ),
  invoices: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M6 3h9l3 3v15l-3-2-3 2-3-2-3 2z" />
      <path d="M9 9h6" />
      <path d="M9 13h6" />
    </svg>
  ),
  contracts: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M7 3h10v18H7z" />
      <path d="M10 8h4" />
      <path d="M10 12h4" />
      <path d="M10 16h2" />
    </svg>
  ),
  settingsOverview: (
    <svg {...iconProps} aria-hidden="true">
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <path d="M8 9h8" />
      <path d="M8 13h8" />
      <path d="M8 17h5" />
    </svg>
  ),
  pspSettlements: (
    <svg {...iconProps} aria-hidden="true">
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
      <path d="M14 15l2 2 4-4" />
    </svg>
  ),
  kycChecks: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </svg>
  ),
  approvals: (
    <svg {...iconProps} aria-hidden="true">
      <circle cx="8" cy="8" r="3" />
      <circle cx="16" cy="8" r="3" />
      <path d="M3 20c0-3 2.2-5 5-5s5 2 5 5" />
      <path d="M14 18l2 2 4-4" />
    </svg>
  ),
  reports: (
    <svg {...iconProps} aria-hidden="true">
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4" />
      <path d="M9 17v-3" />
      <path d="M12 17v-6" />
      <path d="M15 17v-4" />
    </svg>
  ),
};

const entries: NavigationEntry[] = screens.map(({ id, path, titleKey, sidebar }) => ({
  id,
  path,
  label: (t) => translate(t, titleKey),
  icon: icons[id],
  sidebar,
}));

/**
 * The sidebar's entries in the spec's order, which is the order of core's `screens`, placed by each screen's
 * `sidebar` (a screen the spec's sidebar leaves out, `'none'`, is reached from the palette, its shortcut and links).
 */
export const mainEntries = entries.filter((entry) => entry.sidebar === 'main');
export const bottomEntries = entries.filter((entry) => entry.sidebar === 'bottom');
