import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { DivisionSummary, Merchant } from '../../contract/index.ts';
import type { MerchantDirectory } from './merchant-directory.ts';
import { forgetMerchant, type RecentMerchant, rememberMerchant } from './recent-merchants.ts';

export interface MerchantRef {
  code: string;
  displayName: string;
}

/** The merchant and division the app is bound to: what merchantCode and divisionCode in the query name. */
export interface BoundSelection {
  merchant: MerchantRef;
  division: DivisionSummary;
}

/** What went wrong with the pair in the query. */
export type BindingProblem =
  /** The merchant exists but has no such division (spec section 5). */
  | 'noMatchingDivision'
  /** The merchant could not be loaded: it was removed from the history and the selection cleared (section 7). */
  | 'merchantLost';

export interface MerchantSelectionContext {
  recent: RecentMerchant[];
  current: BoundSelection | undefined;
  /** The merchant whose divisions are listed for a pick, once they are loaded. */
  expanded: { merchant: MerchantRef; divisions: DivisionSummary[] } | undefined;
  /** The pair from the query being checked, or last checked. */
  checked: { merchantCode: string; divisionCode: string | undefined } | undefined;
  problem: BindingProblem | undefined;
  failure: unknown;
}

export interface MerchantSelectionInput {
  recent?: RecentMerchant[] | undefined;
  merchantCode?: string | null | undefined;
  divisionCode?: string | null | undefined;
}

export type MerchantSelectionEvent =
  | { type: 'merchant.picked'; merchant: MerchantRef }
  | { type: 'division.picked'; divisionCode: string }
  | { type: 'expansion.closed' }
  | { type: 'retry' }
  | { type: 'recent.picked'; entry: RecentMerchant }
  | { type: 'recent.removed'; merchantCode: string }
  | { type: 'selection.cleared' }
  | { type: 'query.changed'; merchantCode?: string | null | undefined; divisionCode?: string | null | undefined }
  | { type: 'internal.bound' };

/** What the app must do: write or remove merchantCode and divisionCode in the query, keep the history. */
export type MerchantSelectionEmitted =
  | { type: 'selected'; merchantCode: string; divisionCode: string }
  | { type: 'cleared' }
  | { type: 'recentChanged'; recent: RecentMerchant[] };

const present = (code: string | null | undefined): string | undefined => (code ? code : undefined);

/**
 * Merchant and division selection (spec sections 2, 4, 5 and 7), shared by the web app and the cli's `use`.
 * Region `expansion`: picking a merchant loads its divisions; exactly one is selected at once, several are
 * listed for a pick; a failed load is an error state with retry. Region `binding`: the pair in the query is
 * checked against the server; a merchant that fails to load is removed from the history and the selection
 * cleared; a division the merchant does not have is 'noMatchingDivision'. A pick saves the merchant to the
 * history only if it is not already there.
 */
export function createMerchantSelectionMachine(directory: Pick<MerchantDirectory, 'listDivisions' | 'getMerchant'>) {
  return setup({
    types: {
      context: {} as MerchantSelectionContext,
      input: {} as MerchantSelectionInput,
      events: {} as MerchantSelectionEvent,
      emitted: {} as MerchantSelectionEmitted,
    },
    actors: {
      listDivisions: fromPromise<DivisionSummary[], { merchantCode: string }>(({ input, signal }) =>
        directory.listDivisions(input.merchantCode, signal),
      ),
      getMerchant: fromPromise<Merchant, { merchantCode: string }>(({ input, signal }) =>
        directory.getMerchant(input.merchantCode, signal),
      ),
    },
    guards: {
      checksMerchant: ({ context }) => context.checked !== undefined,
      onlyOneDivision: (_, params: { divisions: DivisionSummary[] }) => params.divisions.length === 1,
      expandedHasDivision: ({ context, event }) =>
        event.type === 'division.picked' &&
        (context.expanded?.divisions.some((division) => division.code === event.divisionCode) ?? false),
      queryNamesNoMerchant: ({ event }) => event.type === 'query.changed' && !present(event.merchantCode),
      queryAlreadyHandled: ({ context, event }) => {
        if (event.type !== 'query.changed') return false;
        const merchantCode = present(event.merchantCode);
        const divisionCode = present(event.divisionCode);
        const { current, checked } = context;
        if (current && current.merchant.code === merchantCode && current.division.code === divisionCode) return true;
        return checked !== undefined && checked.merchantCode === merchantCode && checked.divisionCode === divisionCode;
      },
      divisionInQuery: (_, params: { merchant: Merchant; divisionCode: string | undefined }) =>
        params.merchant.divisions.some((division) => division.code === params.divisionCode),
      onlyDivisionOmitted: (_, params: { merchant: Merchant; divisionCode: string | undefined }) =>
        params.divisionCode === undefined && params.merchant.divisions.length === 1,
    },
    actions: {
      choose: enqueueActions(({ context, enqueue }, params: { merchant: MerchantRef; division: DivisionSummary }) => {
        const { merchant, division } = params;
        const recent = rememberMerchant(context.recent, {
          merchantCode: merchant.code,
          merchantName: merchant.displayName,
          divisionCode: division.code,
          divisionName: division.displayName,
        });
        enqueue.assign({
          current: { merchant, division },
          expanded: undefined,
          checked: undefined,
          problem: undefined,
          failure: undefined,
          recent,
        });
        if (recent.length !== context.recent.length) enqueue.emit({ type: 'recentChanged', recent });
        enqueue.emit({ type: 'selected', merchantCode: merchant.code, divisionCode: division.code });
        enqueue.raise({ type: 'internal.bound' });
      }),
      bind: assign((_, params: { merchant: Merchant; divisionCode: string | undefined }) => {
        const { merchant, divisionCode } = params;
        const division =
          merchant.divisions.find((candidate) => candidate.code === divisionCode) ?? merchant.divisions[0];
        return {
          current: division
            ? { merchant: { code: merchant.code, displayName: merchant.displayName }, division }
            : undefined,
          problem: undefined,
          failure: undefined,
        };
      }),
      emitSelected: emit((_, params: { merchantCode: string; divisionCode: string }) => ({
        type: 'selected' as const,
        ...params,
      })),
      loseMerchant: enqueueActions(({ context, enqueue }, params: { failure: unknown }) => {
        const merchantCode = context.checked?.merchantCode;
        const recent = merchantCode ? forgetMerchant(context.recent, merchantCode) : context.recent;
        enqueue.assign({
          recent,
          current: undefined,
          checked: undefined,
          problem: 'merchantLost',
          failure: params.failure,
        });
        if (recent.length !== context.recent.length) enqueue.emit({ type: 'recentChanged', recent });
        enqueue.emit({ type: 'cleared' });
      }),
    },
  }).createMachine({
    id: 'merchantSelection',
    type: 'parallel',
    context: ({ input }) => {
      const merchantCode = present(input.merchantCode);
      return {
        recent: input.recent ?? [],
        current: undefined,
        expanded: undefined,
        checked: merchantCode ? { merchantCode, divisionCode: present(input.divisionCode) } : undefined,
        problem: undefined,
        failure: undefined,
      };
    },
    on: {
      'recent.removed': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const recent = forgetMerchant(context.recent, event.merchantCode);
          enqueue.assign({ recent });
          enqueue.emit({ type: 'recentChanged', recent });
        }),
      },
    },
    states: {
      expansion: {
        initial: 'closed',
        on: {
          'merchant.picked': {
            target: '.loading',
            actions: assign({ expanded: ({ event }) => ({ merchant: event.merchant, divisions: [] }) }),
          },
          'expansion.closed': { target: '.closed', actions: assign({ expanded: undefined }) },
        },
        states: {
          closed: {},
          loading: {
            invoke: {
              src: 'listDivisions',
              input: ({ context }) => ({ merchantCode: context.expanded?.merchant.code ?? '' }),
              onDone: [
                {
                  guard: { type: 'onlyOneDivision', params: ({ event }) => ({ divisions: event.output }) },
                  target: 'closed',
                  actions: {
                    type: 'choose',
                    params: ({ context, event }) => ({
                      merchant: context.expanded?.merchant ?? { code: '', displayName: '' },
                      division: event.output[0] ?? { code: '', displayName: '' },
                    }),
                  },
                },
                {
                  target: 'open',
                  actions: assign({
                    expanded: ({ context, event }) =>
                      context.expanded && { merchant: context.expanded.merchant, divisions: event.output },
                  }),
                },
              ],
              onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
            },
          },
          open: {
            on: {
              'division.picked': {
                guard: 'expandedHasDivision',
                target: 'closed',
                actions: {
                  type: 'choose',
                  params: ({ context, event }) => ({
                    merchant: context.expanded?.merchant ?? { code: '', displayName: '' },
                    division: context.expanded?.divisions.find((division) => division.code === event.divisionCode) ?? {
                      code: event.divisionCode,
                      displayName: event.divisionCode,
                    },
                  }),
                },
              },
            },
          },
          failed: {
            on: { retry: 'loading' },
          },
        },
      },
      binding: {
        initial: 'starting',
        on: {
          'internal.bound': '.bound',
          'query.changed': [
            {
              guard: 'queryNamesNoMerchant',
              target: '.unbound',
              actions: assign({ current: undefined, checked: undefined }),
            },
            { guard: 'queryAlreadyHandled' },
            {
              target: '.checking',
              actions: assign({
                checked: ({ event }) => ({
                  merchantCode: present(event.merchantCode) ?? '',
                  divisionCode: present(event.divisionCode),
                }),
                problem: undefined,
                failure: undefined,
              }),
            },
          ],
          'selection.cleared': {
            target: '.unbound',
            actions: [
              assign({ current: undefined, checked: undefined, problem: undefined, failure: undefined }),
              emit({ type: 'cleared' }),
            ],
          },
          'recent.picked': {
            target: '.checking',
            actions: [
              assign({
                checked: ({ event }) => ({
                  merchantCode: event.entry.merchantCode,
                  divisionCode: event.entry.divisionCode,
                }),
                problem: undefined,
                failure: undefined,
              }),
              emit(({ event }) => ({
                type: 'selected' as const,
                merchantCode: event.entry.merchantCode,
                divisionCode: event.entry.divisionCode,
              })),
            ],
          },
        },
        states: {
          starting: {
            always: [{ guard: 'checksMerchant', target: 'checking' }, { target: 'unbound' }],
          },
          unbound: {},
          bound: {},
          mismatch: {},
          checking: {
            invoke: {
              src: 'getMerchant',
              input: ({ context }) => ({ merchantCode: context.checked?.merchantCode ?? '' }),
              onDone: [
                {
                  guard: {
                    type: 'divisionInQuery',
                    params: ({ context, event }) => ({
                      merchant: event.output,
                      divisionCode: context.checked?.divisionCode,
                    }),
                  },
                  target: 'bound',
                  actions: {
                    type: 'bind',
                    params: ({ context, event }) => ({
                      merchant: event.output,
                      divisionCode: context.checked?.divisionCode,
                    }),
                  },
                },
                {
                  guard: {
                    type: 'onlyDivisionOmitted',
                    params: ({ context, event }) => ({
                      merchant: event.output,
                      divisionCode: context.checked?.divisionCode,
                    }),
                  },
                  target: 'bound',
                  actions: [
                    { type: 'bind', params: ({ event }) => ({ merchant: event.output, divisionCode: undefined }) },
                    {
                      type: 'emitSelected',
                      params: ({ event }) => ({
                        merchantCode: event.output.code,
                        divisionCode: event.output.divisions[0]?.code ?? '',
                      }),
                    },
                  ],
                },
                {
                  target: 'mismatch',
                  actions: assign({ current: undefined, problem: 'noMatchingDivision' }),
                },
              ],
              onError: {
                target: 'unbound',
                actions: { type: 'loseMerchant', params: ({ event }) => ({ failure: event.error }) },
              },
            },
          },
        },
      },
    },
  });
}

export type MerchantSelectionMachine = ReturnType<typeof createMerchantSelectionMachine>;
