import type {
  AccountHolder,
  AccountHolderDetails,
  ExternalAccountStatus,
  Identity,
  IdentityInput,
  PayoutScheduler,
  PayoutsConfiguration,
  Ubo,
  VirtualAccount,
} from '@ops/core/contract';
import { calendarDayOf, formatIsoDate, nextPayoutDueDate } from '@ops/core/dates';
import type { accountHolders } from '../../db/schema/index.ts';
import type { documentsOf } from './document-queries.ts';
import type { AccountHolderRow } from './scope.ts';

type AccountHolderColumns = Partial<typeof accountHolders.$inferInsert>;

/** The columns a seller of the list is made of; the identity's are read for the seller's details only. */
export type AccountHolderListRow = Pick<
  AccountHolderRow,
  | 'code'
  | 'merchantCode'
  | 'divisionCode'
  | 'name'
  | 'email'
  | 'status'
  | 'kycStatus'
  | 'legalForm'
  | 'companyType'
  | 'totalVolume'
  | 'totalVolumeCurrency'
  | 'payoutsMode'
  | 'nextScheduledPayoutDate'
  | 'hostedOnboardingUrl'
  | 'deletedAt'
  | 'createdAt'
>;

/** What a seller answer shows beside its own row. */
export interface AccountHolderExtras {
  /** The status of the seller's selected external account, if it has one. */
  externalAccountStatus: ExternalAccountStatus | null;
  /** Its virtual accounts, when the caller asked for the balances fragment. */
  balances?: VirtualAccount[] | undefined;
  /** The payout scheduler of the seller's division. */
  payoutSchedule: DivisionPayoutSchedule;
}

/** A division's payout scheduler and the day its custom intervals count from (the division's creation). */
export interface DivisionPayoutSchedule {
  scheduler: PayoutScheduler;
  since: Date;
}

/**
 * Manual payouts have no date. Scheduled ones go out on the division scheduler's next due date, the day its
 * job runs (`fund/scheduler/`); while that scheduler is off no date is known.
 */
function payoutsConfigurationOf(
  row: AccountHolderListRow,
  { scheduler, since }: DivisionPayoutSchedule,
): PayoutsConfiguration {
  if (row.payoutsMode === 'MANUAL' || !scheduler.enabled) {
    return { mode: row.payoutsMode, nextScheduledDate: null };
  }
  const dueDate = nextPayoutDueDate(scheduler.frequency, calendarDayOf(new Date()), calendarDayOf(since));
  return { mode: row.payoutsMode, nextScheduledDate: formatIsoDate(dueDate) };
}

export function toAccountHolder(row: AccountHolderListRow, extras: AccountHolderExtras): AccountHolder {
  return {
    code: row.code,
    merchantCode: row.merchantCode,
    divisionCode: row.divisionCode,
    name: row.name,
    email: row.email,
    status: row.status,
    kycStatus: row.kycStatus,
    externalAccountStatus: extras.externalAccountStatus,
    legalForm: row.legalForm,
    companyType: row.companyType,
    totalVolume: { amount: row.totalVolume, currency: row.totalVolumeCurrency },
    payoutsConfiguration: payoutsConfigurationOf(row, extras.payoutSchedule),
    hostedOnboardingUrl: row.hostedOnboardingUrl,
    deleted: row.deletedAt !== null,
    createdAt: row.createdAt.toISOString(),
    ...(extras.balances ? { balances: extras.balances } : {}),
  };
}

export function toIdentity(
  row: AccountHolderRow,
  ubos: Ubo[],
  documents: Awaited<ReturnType<typeof documentsOf>>,
): Identity {
  return {
    type: row.legalForm,
    legalName: row.legalName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    countryOfBirth: row.countryOfBirth,
    nationality: row.nationality,
    address: {
      street: row.street,
      houseNumber: row.houseNumber,
      houseNumberAddition: row.houseNumberAddition,
      zipcode: row.zipcode,
      city: row.city,
      country: row.country,
    },
    registrationNumber: row.registrationNumber,
    taxNumber: row.taxNumber,
    externalReference: row.externalReference,
    ubos,
    documents,
  };
}

export function toAccountHolderDetails(
  row: AccountHolderRow,
  extras: AccountHolderExtras,
  identity: Identity,
): AccountHolderDetails {
  return { ...toAccountHolder(row, extras), identity };
}

/** The columns an identity input sets: only the fields sent; null clears one. */
export function identityColumns(identity: IdentityInput | undefined): AccountHolderColumns {
  if (!identity) return {};
  const { address, ...fields } = identity;
  const columns: AccountHolderColumns = {};
  for (const [name, value] of Object.entries({ ...fields, ...address })) {
    if (value !== undefined) Object.assign(columns, { [name]: value });
  }
  return columns;
}
