import type { Locales } from '@ops/locales';
import { and, assign, emit, fromPromise, not, raise, setup } from 'xstate';
import { type HeldForApproval, isSentForApproval } from '../../api/sent-for-approval.ts';
import type { BalanceTransfer, CreateBalanceTransferBody, VirtualAccountBalance } from '../../contract/index.ts';
import type { BalanceTransferCalls } from './transfer-calls.ts';
import {
  type AccountLookup,
  blankTransferDraft,
  checkTransferDraft,
  currencyOptions,
  type TransferAccounts,
  type TransferDraft,
} from './transfer-draft.ts';
import { type TransferRefusal, transferRefusalOf } from './transfer-refusal.ts';

/** One submission: the exact body confirmed and the Idempotency-Key it is sent under, however often. */
export interface TransferSubmission {
  body: CreateBalanceTransferBody;
  idempotencyKey: string;
}

export interface BalanceTransferContext {
  locale: Locales;
  draft: TransferDraft;
  accounts: TransferAccounts;
  /** What the confirmation step shows and what is sent. */
  submission: TransferSubmission | undefined;
  /** A submission whose outcome is unknown (no answer): confirming the same body again reuses its key. */
  unsettled: TransferSubmission | undefined;
  refusal: TransferRefusal | undefined;
  created: BalanceTransfer | undefined;
  /** An approval rule held the transfer back: nothing moved yet; it moves once this request is approved. */
  held: HeldForApproval | undefined;
  /** Review was asked for while an account was still being checked: it is taken as soon as both have answered. */
  reviewWaiting: boolean;
}

type Side = 'from' | 'to';

export type BalanceTransferEvent =
  | { type: 'from.changed'; code: string }
  | { type: 'to.changed'; code: string }
  | { type: 'currency.chosen'; currency: string }
  | { type: 'type.chosen'; transferType: TransferDraft['type'] }
  | { type: 'amount.changed'; amount: string }
  | { type: 'description.changed'; description: string }
  | { type: 'review' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'retry' }
  | { type: 'reset' }
  | { type: 'from.lookup' }
  | { type: 'to.lookup' }
  | { type: 'from.refresh' }
  | { type: 'to.refresh' }
  | { type: 'lookup.settled' };

export type BalanceTransferEmitted = { type: 'transferred'; transfer: BalanceTransfer };

export interface BalanceTransferInput {
  locale: Locales;
  /** Prefilled fields, e.g. the from account of the seller on view. */
  draft?: Partial<TransferDraft>;
}

/** Typing pauses this long before a code's balance is fetched. */
export const accountLookupDebounceMs = 300;

const codeField = { from: 'fromVirtualAccountCode', to: 'toVirtualAccountCode' } as const;

const sameBody = (left: CreateBalanceTransferBody, right: CreateBalanceTransferBody) =>
  JSON.stringify(left) === JSON.stringify(right);

/** Picks the currency by itself when the accounts found leave exactly one. */
function withCurrency(draft: TransferDraft, accounts: TransferAccounts): TransferDraft {
  const options = currencyOptions(accounts);
  return options.length === 1 && draft.currency !== options[0] && !options.includes(draft.currency)
    ? { ...draft, currency: options[0] ?? '' }
    : draft;
}

/**
 * The balance transfer form (spec sections 4 and 5). Three regions at once: the from and the to account, each
 * fetched (after a pause in typing) for its balances, and the steps: editing, confirming (the exact body and its
 * Idempotency-Key are fixed here), submitting, failed (no answer: `retry` resends the same body under the same
 * key), done, held (an approval rule sent it for approval: nothing moved, and its key is spent). A refusal goes back to editing with the platform's message; its key is spent. A double `confirm`
 * sends once, and a retry or a second confirmation of the same unsettled body reuses its key, so money never
 * moves twice. After a transfer both balances are fetched again. Review pressed while an account is still being
 * checked is taken when both have answered, unless a field is edited in between.
 */
export function createBalanceTransferMachine(calls: BalanceTransferCalls) {
  return setup({
    types: {
      context: {} as BalanceTransferContext,
      events: {} as BalanceTransferEvent,
      emitted: {} as BalanceTransferEmitted,
      input: {} as BalanceTransferInput,
    },
    actors: {
      balanceOf: fromPromise<VirtualAccountBalance, string>(({ input, signal }) => calls.balanceOf(input, signal)),
      transfer: fromPromise<BalanceTransfer, TransferSubmission>(({ input, signal }) =>
        calls.transfer(input.body, input.idempotencyKey, signal),
      ),
    },
    guards: {
      blankCode: ({ context }, params: { side: Side }) => context.draft[codeField[params.side]].trim() === '',
      valid: ({ context }) => checkTransferDraft(context.draft, context.accounts).ok,
      lookupPending: ({ context }) =>
        context.accounts.from.status === 'loading' || context.accounts.to.status === 'loading',
      reviewWaiting: ({ context }) => context.reviewWaiting,
      held: ({ event }) => isSentForApproval((event as { error?: unknown }).error),
      refused: ({ context, event }) =>
        transferRefusalOf((event as { error?: unknown }).error, context.locale) !== undefined,
    },
    actions: {
      setLookup: assign(({ context }, params: { side: Side; lookup: AccountLookup }) => {
        const accounts = { ...context.accounts, [params.side]: params.lookup };
        return { accounts, draft: withCurrency(context.draft, accounts) };
      }),
      lookupSettled: raise({ type: 'lookup.settled' }),
      startOver: assign({
        draft: blankTransferDraft,
        accounts: { from: { status: 'empty' }, to: { status: 'empty' } },
        submission: undefined,
        created: undefined,
        held: undefined,
        refusal: undefined,
      }),
      submit: assign({
        reviewWaiting: false,
        submission: ({ context }) => {
          const checked = checkTransferDraft(context.draft, context.accounts);
          if (!checked.ok) throw new Error('the valid guard lets only a valid draft through');
          const reuse = context.unsettled && sameBody(context.unsettled.body, checked.body);
          return {
            body: checked.body,
            idempotencyKey: reuse && context.unsettled ? context.unsettled.idempotencyKey : crypto.randomUUID(),
          };
        },
      }),
      edit: assign({
        refusal: undefined,
        reviewWaiting: false,
        draft: ({ context, event }) => {
          switch (event.type) {
            case 'from.changed':
              return { ...context.draft, fromVirtualAccountCode: event.code };
            case 'to.changed':
              return { ...context.draft, toVirtualAccountCode: event.code };
            case 'currency.chosen':
              return { ...context.draft, currency: event.currency };
            case 'type.chosen':
              return { ...context.draft, type: event.transferType };
            case 'amount.changed':
              return { ...context.draft, amount: event.amount };
            case 'description.changed':
              return { ...context.draft, description: event.description };
            default:
              return context.draft;
          }
        },
      }),
    },
  }).createMachine({
    id: 'balanceTransfer',
    type: 'parallel',
    context: ({ input }) => ({
      locale: input.locale,
      draft: { ...blankTransferDraft(), ...input.draft },
      accounts: { from: { status: 'empty' }, to: { status: 'empty' } },
      submission: undefined,
      unsettled: undefined,
      refusal: undefined,
      created: undefined,
      held: undefined,
      reviewWaiting: false,
    }),
    entry: [raise({ type: 'from.refresh' }), raise({ type: 'to.refresh' })],
    states: {
      from: lookupRegion('from'),
      to: lookupRegion('to'),
      step: {
        initial: 'editing',
        states: {
          editing: {
            on: {
              'from.changed': { actions: ['edit', raise({ type: 'from.lookup' })] },
              'to.changed': { actions: ['edit', raise({ type: 'to.lookup' })] },
              'currency.chosen': { actions: 'edit' },
              'type.chosen': { actions: 'edit' },
              'amount.changed': { actions: 'edit' },
              'description.changed': { actions: 'edit' },
              review: [
                { guard: 'valid', target: 'confirming', actions: 'submit' },
                { guard: 'lookupPending', actions: assign({ reviewWaiting: true }) },
              ],
              'lookup.settled': [
                { guard: and(['reviewWaiting', 'valid']), target: 'confirming', actions: 'submit' },
                { guard: not('lookupPending'), actions: assign({ reviewWaiting: false }) },
              ],
            },
          },
          confirming: {
            on: {
              back: { target: 'editing', actions: assign({ submission: undefined }) },
              confirm: { target: 'submitting' },
            },
          },
          submitting: {
            invoke: {
              src: 'transfer',
              input: ({ context }) => {
                if (!context.submission) throw new Error('submitting needs a confirmed submission');
                return context.submission;
              },
              onDone: {
                target: 'done',
                actions: [
                  assign({ created: ({ event }) => event.output, unsettled: undefined }),
                  emit(({ event }) => ({ type: 'transferred' as const, transfer: event.output })),
                  raise({ type: 'from.refresh' }),
                  raise({ type: 'to.refresh' }),
                ],
              },
              onError: [
                {
                  guard: 'held',
                  target: 'held',
                  actions: assign({
                    held: ({ event }) => (isSentForApproval(event.error) ? event.error.approval : undefined),
                    unsettled: undefined,
                  }),
                },
                {
                  guard: 'refused',
                  target: 'editing',
                  actions: assign({
                    refusal: ({ context, event }) => transferRefusalOf(event.error, context.locale),
                    submission: undefined,
                    unsettled: undefined,
                  }),
                },
                { target: 'failed', actions: assign({ unsettled: ({ context }) => context.submission }) },
              ],
            },
          },
          failed: {
            on: {
              retry: { target: 'submitting' },
              back: { target: 'editing', actions: assign({ submission: undefined }) },
            },
          },
          done: { on: { reset: { target: 'editing', actions: 'startOver' } } },
          held: { on: { reset: { target: 'editing', actions: 'startOver' } } },
        },
      },
    },
  });

  function lookupRegion(side: Side) {
    const lookup = `${side}.lookup` as const;
    const refresh = `${side}.refresh` as const;
    const started = {
      type: 'setLookup',
      params: ({ context }: { context: BalanceTransferContext }) => ({
        side,
        lookup: { status: 'loading', code: context.draft[codeField[side]].trim() } as AccountLookup,
      }),
    } as const;
    const cleared = { type: 'setLookup', params: { side, lookup: { status: 'empty' } as AccountLookup } } as const;
    const changed = [
      { guard: { type: 'blankCode', params: { side } }, target: '.idle', actions: cleared },
      { target: '.debouncing', actions: started },
    ] as const;
    return {
      initial: 'idle',
      on: {
        [lookup]: changed,
        [refresh]: [
          { guard: { type: 'blankCode', params: { side } }, target: '.idle', actions: cleared },
          { target: '.loading', actions: started },
        ],
      },
      states: {
        idle: {},
        debouncing: { after: { [accountLookupDebounceMs]: 'loading' } },
        loading: {
          invoke: {
            src: 'balanceOf',
            input: ({ context }: { context: BalanceTransferContext }) => context.draft[codeField[side]].trim(),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'setLookup',
                  params: ({ event }: { event: { output: VirtualAccountBalance } }) => ({
                    side,
                    lookup: { status: 'found', code: event.output.code, account: event.output } as AccountLookup,
                  }),
                },
                'lookupSettled',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'setLookup',
                  params: ({ context }: { context: BalanceTransferContext }) => ({
                    side,
                    lookup: { status: 'invalid', code: context.draft[codeField[side]].trim() } as AccountLookup,
                  }),
                },
                'lookupSettled',
              ],
            },
          },
        },
      },
    } as const;
  }
}

export type BalanceTransferMachine = ReturnType<typeof createBalanceTransferMachine>;
