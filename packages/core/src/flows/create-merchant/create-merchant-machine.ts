import { assign, emit, fromPromise, setup } from 'xstate';
import { defaultKycTier, type KycTier } from '../../contract/index.ts';
import { type CreateMerchantDraft, type CreateMerchantInput, checkCreateMerchant } from '../../validation/index.ts';
import {
  type CreatedMerchant,
  createMerchantRefusal,
  createMerchantWithDivision,
  type MerchantCreator,
} from './merchant-creator.ts';

export interface CreateMerchantContext {
  draft: Required<CreateMerchantDraft>;
  /** The server's message for a 400 or 409; undefined for other failures, which get the generic label. */
  refusal: string | undefined;
  created: CreatedMerchant | undefined;
}

export type CreateMerchantEvent =
  | { type: 'displayName.changed'; displayName: string }
  | { type: 'description.changed'; description: string }
  | { type: 'kycTier.chosen'; kycTier: KycTier }
  | { type: 'usCardProcessor.changed'; usCardProcessor: boolean }
  | { type: 'submit' }
  | { type: 'reset' };

export type CreateMerchantEmitted = { type: 'created'; merchantCode: string; divisionCode: string | undefined };

const blankDraft = (): Required<CreateMerchantDraft> => ({
  displayName: '',
  description: '',
  defaultKycTier: defaultKycTier,
  usCardProcessor: false,
});

/** Create is enabled only when the rules of spec section 5 pass: a displayName that is not blank. */
export function canCreateMerchant(draft: CreateMerchantDraft): boolean {
  return checkCreateMerchant(draft).ok;
}

/**
 * The create merchant flow (spec sections 2, 4, 5 and 8): default, loading, then success or error. The form is
 * editable in default and error only, so inputs are disabled after success; a refused create keeps the form for
 * another try. On success the new merchant's first division is known and `created` tells the app to go to `/`
 * bound to it. `reset` starts a blank form, e.g. when the popover opens again.
 */
export function createCreateMerchantMachine(creator: MerchantCreator) {
  const editable = {
    'displayName.changed': { actions: 'edit' },
    'description.changed': { actions: 'edit' },
    'kycTier.chosen': { actions: 'edit' },
    'usCardProcessor.changed': { actions: 'edit' },
    submit: { guard: 'canCreate', target: 'loading' },
  } as const;
  return setup({
    types: {
      context: {} as CreateMerchantContext,
      events: {} as CreateMerchantEvent,
      emitted: {} as CreateMerchantEmitted,
    },
    actors: {
      createMerchant: fromPromise<CreatedMerchant, CreateMerchantInput>(({ input, signal }) =>
        createMerchantWithDivision(creator, input, signal),
      ),
    },
    guards: {
      canCreate: ({ context }) => canCreateMerchant(context.draft),
    },
    actions: {
      edit: assign({
        draft: ({ context, event }) => {
          switch (event.type) {
            case 'displayName.changed':
              return { ...context.draft, displayName: event.displayName };
            case 'description.changed':
              return { ...context.draft, description: event.description };
            case 'kycTier.chosen':
              return { ...context.draft, defaultKycTier: event.kycTier };
            case 'usCardProcessor.changed':
              return { ...context.draft, usCardProcessor: event.usCardProcessor };
            default:
              return context.draft;
          }
        },
      }),
    },
  }).createMachine({
    id: 'createMerchant',
    context: { draft: blankDraft(), refusal: undefined, created: undefined },
    initial: 'default',
    on: {
      reset: { target: '.default', actions: assign({ draft: blankDraft, refusal: undefined, created: undefined }) },
    },
    states: {
      default: { on: editable },
      loading: {
        invoke: {
          src: 'createMerchant',
          input: ({ context }) => {
            const checked = checkCreateMerchant(context.draft);
            if (!checked.ok) throw new Error('the canCreate guard lets only a valid draft through');
            return checked.value;
          },
          onDone: {
            target: 'success',
            actions: [
              assign({ created: ({ event }) => event.output }),
              emit(({ event }) => ({ type: 'created' as const, ...event.output })),
            ],
          },
          onError: {
            target: 'error',
            actions: assign({ refusal: ({ event }) => createMerchantRefusal(event.error) }),
          },
        },
      },
      success: {},
      error: { on: editable },
    },
  });
}

export type CreateMerchantMachine = ReturnType<typeof createCreateMerchantMachine>;
