import { assign, emit, fromPromise, setup } from 'xstate';
import { type Merchant, merchantSearchMinLength } from '../../contract/index.ts';
import type { MerchantDirectory, MerchantSearchAnswer } from './merchant-directory.ts';

/** Spec section 9: a merchant search waits 300 ms after the last key before it asks the server. */
export const merchantSearchDebounceMs = 300;

/** A name needs at least 3 letters; every merchant code is longer than that, so one rule covers both. */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= merchantSearchMinLength;
}

export interface MerchantSearchContext {
  /** The term as typed, kept (web: session storage) so the search is still there after a reload. */
  term: string;
  merchants: Merchant[];
  /** More merchants matched than one answer holds: the user must type more. */
  tooManyResults: boolean;
  failure: unknown;
}

export type MerchantSearchEvent = { type: 'term.changed'; term: string } | { type: 'retry' };

export type MerchantSearchEmitted = { type: 'termChanged'; term: string };

/**
 * Merchant search by name or code (spec sections 2, 5 and 9): nothing is asked under 3 letters, the server is
 * asked 300 ms after the last change, for at most 25 merchants; 'type more' when more matched; an error state
 * with retry when the list fails to load. States: idle, debouncing, searching, listed, failed.
 */
export function createMerchantSearchMachine(directory: Pick<MerchantDirectory, 'searchMerchants'>) {
  return setup({
    types: {
      context: {} as MerchantSearchContext,
      input: {} as { term?: string | undefined },
      events: {} as MerchantSearchEvent,
      emitted: {} as MerchantSearchEmitted,
    },
    actors: {
      searchMerchants: fromPromise<MerchantSearchAnswer, { query: string }>(({ input, signal }) =>
        directory.searchMerchants(input.query, signal),
      ),
    },
    delays: { searchDebounce: merchantSearchDebounceMs },
    guards: {
      searchable: ({ context }) => isSearchableTerm(context.term),
      termDiffers: ({ context, event }) => event.type === 'term.changed' && event.term !== context.term,
    },
    actions: {
      takeTerm: assign({ term: ({ event }) => (event.type === 'term.changed' ? event.term : '') }),
      emitTerm: emit(({ context }) => ({ type: 'termChanged' as const, term: context.term })),
      forgetResults: assign({ merchants: [], tooManyResults: false, failure: undefined }),
    },
  }).createMachine({
    id: 'merchantSearch',
    context: ({ input }) => ({ term: input.term ?? '', merchants: [], tooManyResults: false, failure: undefined }),
    initial: 'starting',
    on: {
      'term.changed': { guard: 'termDiffers', target: '.deciding', actions: ['takeTerm', 'emitTerm'] },
    },
    states: {
      starting: {
        // A term restored from storage is searched at once: nobody is typing.
        always: [{ guard: 'searchable', target: 'searching' }, { target: 'idle' }],
      },
      deciding: {
        always: [
          { guard: 'searchable', target: 'debouncing' },
          { target: 'idle', actions: 'forgetResults' },
        ],
      },
      idle: {},
      debouncing: {
        after: { searchDebounce: 'searching' },
      },
      searching: {
        invoke: {
          src: 'searchMerchants',
          input: ({ context }) => ({ query: context.term.trim() }),
          onDone: {
            target: 'listed',
            actions: assign({
              merchants: ({ event }) => event.output.merchants,
              tooManyResults: ({ event }) => event.output.tooManyResults,
              failure: undefined,
            }),
          },
          onError: {
            target: 'failed',
            actions: assign({ merchants: [], tooManyResults: false, failure: ({ event }) => event.error }),
          },
        },
      },
      listed: {},
      failed: {
        on: { retry: 'searching' },
      },
    },
  });
}

export type MerchantSearchMachine = ReturnType<typeof createMerchantSearchMachine>;
