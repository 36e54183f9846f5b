import { type ContractRouteId, mayCallRoute } from '@ops/core/auth';
import type { OpsRole } from '@ops/core/contract';
import type { TranslationFunctions } from '@ops/locales';

/**
 * The Configurations children that are built (spec section 2), in the spec's order.
 * A child's screen adds its entry here and its component in `configurations-screen.tsx`.
 */
export const configurationChildren = [
  {
    id: 'kyc',
    path: '/configurations/kyc',
    label: (t: TranslationFunctions) => t.configurations.tabs.kyc(),
  },
  {
    id: 'payouts',
    path: '/configurations/payouts',
    label: (t: TranslationFunctions) => t.configurations.tabs.payouts(),
  },
  {
    id: 'balanceTransfers',
    path: '/configurations/balanceTransfers',
    label: (t: TranslationFunctions) => t.configurations.tabs.balanceTransfers(),
  },
  {
    id: 'webhooks',
    path: '/configurations/webhooks',
    label: (t: TranslationFunctions) => t.configurations.tabs.webhooks(),
  },
  {
    id: 'hostedOnboarding',
    path: '/configurations/hosted-onboarding',
    label: (t: TranslationFunctions) => t.onboarding.configuration.tab(),
  },
  {
    id: 'paymentProviders',
    path: '/configurations/payment-providers',
    label: (t: TranslationFunctions) => t.pspReports.paymentProviders.tab(),
  },
  {
    id: 'merchantOverview',
    path: '/configurations/merchant-overview',
    label: (t: TranslationFunctions) => t.configurations.merchantOverview.tab(),
  },
  {
    id: 'users',
    path: '/configurations/users',
    label: (t: TranslationFunctions) => t.merchantUsers.tab(),
  },
  {
    id: 'approvalRules',
    path: '/configurations/approval-rules',
    label: (t: TranslationFunctions) => t.approvalRules.tab(),
  },
  {
    id: 'toleranceRules',
    path: '/configurations/tolerance-rules',
    label: (t: TranslationFunctions) => t.toleranceRules.tab(),
  },
  {
    id: 'reasons',
    path: '/configurations/reasons',
    label: (t: TranslationFunctions) => t.reasons.config.tab(),
  },
  {
    id: 'opsRoles',
    path: '/configurations/ops-roles',
    label: (t: TranslationFunctions) => t.opsRoles.screen.tab(),
    /** Listed only to the roles that may call this route (the admin's): core's `routeRoles`. */
    shownTo: 'setOpsAccountRoles',
  },
  {
    id: 'jobs',
    path: '/configurations/jobs',
    label: (t: TranslationFunctions) => t.jobs.screen.tab(),
    /** The platform's background jobs (issue 33): the admin's, who may steer them. */
    shownTo: 'redriveJob',
  },
] as const satisfies readonly ConfigurationChild[];

/** A child's entry; `shownTo` lists it only to the roles that may call that route. */
interface ConfigurationChild {
  id: string;
  path: string;
  label(t: TranslationFunctions): string;
  shownTo?: ContractRouteId;
}

/** The children listed to an account holding `roles` (none of those `shownTo` some roles while they are not known). */
export function listedChildren(roles: readonly OpsRole[] | undefined): readonly ConfigurationChild[] {
  return configurationChildren.filter(
    (child: ConfigurationChild) => !child.shownTo || (roles !== undefined && mayCallRoute(roles, child.shownTo)),
  );
}

/** Where `/configurations` goes (spec section 2), whichever child is listed first. */
export const configurationsHome = '/configurations/payouts';

export type ConfigurationChildId = (typeof configurationChildren)[number]['id'];

/** The child whose address (or an address below it, such as `payouts/scheduler/custom`) is on view. */
export function configurationChildOf(location: string): ConfigurationChildId | undefined {
  return configurationChildren.find(({ path }) => location === path || location.startsWith(`${path}/`))?.id;
}
