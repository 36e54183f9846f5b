import { screens } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { AccountHolder, FundPayoutRequest, TransactionRow } from '@ops/core/contract';
import { useEffect, useState } from 'react';
import { useConsoleServices } from '../lib/services/services-context.tsx';

/** At least this many characters before the server is asked (spec section 5: name search needs 3 letters). */
export const paletteSearchMinLength = 3;
/** Short enough that a result shows well within 150 ms of the last key; earlier requests are cancelled. */
const debounceMs = 50;
/** Results per kind: the palette shows a handful, the screens show the rest. */
const resultLimit = 5;

const builtScreens: ReadonlySet<string> = new Set(screens.map((screen) => screen.id));

/** A kind is searched only once the screen it jumps to is built (issue 5: no entry before its screen). */
export const searchableKinds = {
  sellers: builtScreens.has('sellers'),
  transactions: builtScreens.has('transactions'),
  payoutRequests: builtScreens.has('payouts'),
};

export interface PaletteSearchResults {
  /** 'failed' when a kind could not be searched; what the others found is listed all the same. */
  status: 'idle' | 'searching' | 'listed' | 'failed';
  sellers: AccountHolder[];
  transactions: TransactionRow[];
  payoutRequests: FundPayoutRequest[];
}

const idle: PaletteSearchResults = { status: 'idle', sellers: [], transactions: [], payoutRequests: [] };

/**
 * Sellers and transactions of the bound division and payout requests of every merchant whose code (or a
 * seller's name) starts with what is typed, asked of the server as the user types.
 */
export function usePaletteSearch(term: string, scope: MerchantScope | undefined): PaletteSearchResults {
  const { clients } = useConsoleServices();
  const [results, setResults] = useState<PaletteSearchResults>(idle);
  const search = term.trim();
  const searchable = search.length >= paletteSearchMinLength;
  const { merchantCode, divisionCode } = scope ?? {};

  useEffect(() => {
    if (!searchable) {
      setResults(idle);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setResults((current) => ({ ...current, status: 'searching' }));
    const timer = setTimeout(async () => {
      const division = merchantCode && divisionCode ? { merchantCode, divisionCode } : undefined;
      const page = { page: 1, limit: resultLimit, search };
      // Each kind on its own: one that fails leaves the others listed.
      const [sellers, transactions, payoutRequests] = await Promise.allSettled([
        division && searchableKinds.sellers
          ? clients.accountOwner.listDivisionAccountHolders({ params: division, query: page, signal })
          : undefined,
        division && searchableKinds.transactions
          ? clients.insightsTransactions.listDivisionTransactions({ params: division, query: page, signal })
          : undefined,
        searchableKinds.payoutRequests ? clients.fundPayouts.listPayoutRequests({ query: page, signal }) : undefined,
      ]);
      if (signal.aborted) return;
      const found = <T>(answer: PromiseSettledResult<{ elements: T[] } | undefined>) =>
        answer.status === 'fulfilled' ? (answer.value?.elements ?? []) : [];
      const failed = [sellers, transactions, payoutRequests].some((answer) => answer.status === 'rejected');
      setResults({
        status: failed ? 'failed' : 'listed',
        sellers: found(sellers),
        transactions: found(transactions),
        payoutRequests: found(payoutRequests),
      });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [clients, search, searchable, merchantCode, divisionCode]);

  return results;
}
