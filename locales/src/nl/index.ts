import type { Translation } from '../i18n-types.js';
import { accountOwner } from './account-owner.js';
import { actions } from './actions.js';
import { approvalRules } from './approval-rules.js';
import { approvals } from './approvals.js';
import { audit } from './audit.js';
import { auth } from './auth.js';
import { balanceTransfers } from './balance-transfers.js';
import { balances } from './balances.js';
import { bankIntegration } from './bank-integration.js';
import { calendar } from './calendar.js';
import { cli } from './cli.js';
import { components } from './components.js';
import { configurations } from './configurations.js';
import { contract } from './contract.js';
import { dates } from './dates.js';
import { documents } from './documents.js';
import { errors } from './errors.js';
import { events } from './events.js';
import { fund } from './fund.js';
import { hostedPage } from './hosted-page.js';
import { insights } from './insights.js';
import { invoicing } from './invoicing.js';
import { jobs } from './jobs.js';
import { kyc } from './kyc.js';
import { kycTiers } from './kyc-tiers.js';
import { listQuery } from './list-query.js';
import { lists } from './lists.js';
import { merchantUsers } from './merchant-users.js';
import { merchants } from './merchants.js';
import { modal } from './modal.js';
import { money } from './money.js';
import { onboarding } from './onboarding.js';
import { opsRoles } from './ops-roles.js';
import { palette } from './palette.js';
import { paletteSearch } from './palette-search.js';
import { payoutActions } from './payout-actions.js';
import { payoutScreens } from './payout-screens.js';
import { payouts } from './payouts.js';
import { platform } from './platform.js';
import { pspReports } from './psp-reports.js';
import { pwa } from './pwa.js';
import { reasons } from './reasons.js';
import { reconciliation } from './reconciliation.js';
import { reports } from './reports.js';
import { savedViews } from './saved-views.js';
import { sellers } from './sellers.js';
import { shell } from './shell.js';
import { splitCreator } from './split-creator.js';
import { status } from './status.js';
import { table } from './table.js';
import { toleranceRules } from './tolerance-rules.js';
import { transactionScreens } from './transaction-screens.js';
import { transactions } from './transactions.js';
import { validation } from './validation.js';

const nl = {
  shell,
  money,
  status,
  errors,
  validation,
  dates,
  calendar,
  kycTiers,
  kyc,
  contract,
  platform,
  accountOwner,
  fund,
  payouts,
  payoutActions,
  payoutScreens,
  balanceTransfers,
  configurations,
  transactions,
  transactionScreens,
  insights,
  listQuery,
  lists,
  table,
  modal,
  components,
  merchants,
  onboarding,
  hostedPage,
  palette,
  actions,
  auth,
  pwa,
  sellers,
  splitCreator,
  balances,
  paletteSearch,
  cli,
  documents,
  reconciliation,
  pspReports,
  bankIntegration,
  audit,
  reasons,
  invoicing,
  merchantUsers,
  reports,
  approvals,
  approvalRules,
  opsRoles,
  jobs,
  events,
  savedViews,
  toleranceRules,
} satisfies Translation;

export default nl;
