import type { VirtualAccountType } from '@ops/core/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of.ts';
import type { Transaction } from '../../../db/database.ts';
import { accountHolders, divisions, externalAccounts, virtualAccounts } from '../../../db/schema/index.ts';
import { type ApiProblem, conflict } from '../../../http/api-problem.ts';
import { type DivisionAddress, inDivision } from '../../account-owner/scope.ts';
import { payoutMessages as messages } from './payout-messages.ts';

/** A virtual account money is paid out from, with whose it is. */
export interface PayoutSource {
  code: string;
  merchantCode: string;
  divisionCode: string;
  type: VirtualAccountType;
  currency: string;
  accountHolderCode: string | null;
  confirmedBalance: number;
}

/** Where the money goes: the selected external account, as the SEPA file names it. */
export interface Payee {
  externalAccountCode: string;
  iban: string;
  creditorName: string;
}

/** A virtual account by code; undefined when there is none. */
export async function readPayoutSource(tx: Transaction, code: string): Promise<PayoutSource | undefined> {
  const [source] = await tx
    .select({
      code: virtualAccounts.code,
      merchantCode: virtualAccounts.merchantCode,
      divisionCode: virtualAccounts.divisionCode,
      type: virtualAccounts.type,
      currency: virtualAccounts.currency,
      accountHolderCode: virtualAccounts.accountHolderCode,
      confirmedBalance: virtualAccounts.confirmedBalance,
    })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.code, code));
  return source;
}

interface PayeeFacts {
  /** A seller's status and whether it is deleted; absent for a division's own payout. */
  seller?: { status: string; deleted: boolean; name: string };
  divisionName: string;
  selected?: { code: string; iban: string | null; currency: string };
}

/**
 * What the payee checks look at, for many sources at once (each list of codes one parameter, `anyOf`): sellers,
 * divisions and selected external accounts.
 */
export async function readPayeeFacts(
  tx: Transaction,
  sources: { divisionCode: string; accountHolderCode: string | null }[],
): Promise<(source: { divisionCode: string; accountHolderCode: string | null }) => PayeeFacts> {
  const sellerCodes = [...new Set(sources.flatMap((source) => source.accountHolderCode ?? []))];
  const divisionCodes = [...new Set(sources.map((source) => source.divisionCode))];
  const [sellers, divisionRows, selected] = await Promise.all([
    sellerCodes.length === 0
      ? []
      : tx
          .select({
            code: accountHolders.code,
            status: accountHolders.status,
            deletedAt: accountHolders.deletedAt,
            name: accountHolders.name,
            legalName: accountHolders.legalName,
          })
          .from(accountHolders)
          .where(anyOf(accountHolders.code, sellerCodes)),
    tx
      .select({ code: divisions.code, displayName: divisions.displayName })
      .from(divisions)
      .where(anyOf(divisions.code, divisionCodes)),
    tx
      .select({
        code: externalAccounts.code,
        accountHolderCode: externalAccounts.accountHolderCode,
        divisionCode: externalAccounts.divisionCode,
        iban: externalAccounts.iban,
        currency: externalAccounts.currency,
      })
      .from(externalAccounts)
      .where(
        and(
          eq(externalAccounts.selected, true),
          or(
            sellerCodes.length === 0 ? undefined : anyOf(externalAccounts.accountHolderCode, sellerCodes),
            and(isNull(externalAccounts.accountHolderCode), anyOf(externalAccounts.divisionCode, divisionCodes)),
          ),
        ),
      ),
  ]);
  const sellerByCode = new Map(sellers.map((seller) => [seller.code, seller]));
  const divisionNames = new Map(divisionRows.map((division) => [division.code, division.displayName]));
  const selectedByOwner = new Map(
    selected.map((account) => [account.accountHolderCode ?? `division:${account.divisionCode}`, account]),
  );
  return ({ divisionCode, accountHolderCode }) => {
    const seller = accountHolderCode ? sellerByCode.get(accountHolderCode) : undefined;
    return {
      ...(seller
        ? {
            seller: {
              status: seller.status,
              deleted: seller.deletedAt !== null,
              name: seller.legalName || seller.name,
            },
          }
        : {}),
      divisionName: divisionNames.get(divisionCode) ?? divisionCode,
      selected: selectedByOwner.get(accountHolderCode ?? `division:${divisionCode}`),
    };
  };
}

/**
 * The payee of a payout from `source`, or why there is none (spec section 5): the seller must be active, an
 * external account selected, and, since the sandbox pays by SEPA in the account's own currency, that account must
 * have an IBAN and hold the virtual account's currency.
 */
export function payeeOf(source: { currency: string }, facts: PayeeFacts): { payee: Payee } | { refusal: ApiProblem } {
  if (facts.seller && (facts.seller.deleted || facts.seller.status !== 'ACTIVE')) {
    return { refusal: conflict(messages.sellerNotActive) };
  }
  const account = facts.selected;
  if (!account) return { refusal: conflict(messages.noSelectedExternalAccount) };
  if (account.currency !== source.currency) {
    return {
      refusal: conflict(
        messages.externalAccountCurrency({ accountCurrency: account.currency, currency: source.currency }),
      ),
    };
  }
  if (!account.iban) return { refusal: conflict(messages.ibanNeeded()) };
  return {
    payee: {
      externalAccountCode: account.code,
      iban: account.iban,
      creditorName: facts.seller?.name ?? facts.divisionName,
    },
  };
}

/** The division's income account in a currency: what its own payouts are paid from. */
export async function divisionIncomeAccount(
  tx: Transaction,
  division: DivisionAddress,
  currency: string,
): Promise<string> {
  const [account] = await tx
    .select({ code: virtualAccounts.code })
    .from(virtualAccounts)
    .where(
      and(
        inDivision(virtualAccounts, division),
        eq(virtualAccounts.type, 'DIVISION_INCOME'),
        eq(virtualAccounts.currency, currency),
      ),
    );
  if (!account) throw conflict(messages.noDivisionIncomeAccount({ currency }));
  return account.code;
}
