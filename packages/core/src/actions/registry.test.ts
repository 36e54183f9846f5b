import { i18nObject, type Locales } from '@ops/locales';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, createServiceClients, type MerchantScope } from '../api/index.ts';
import type { AccountHolder } from '../contract/index.ts';
import { opsRoles } from '../contract/index.ts';
import type { ActionContext, ActionSubject } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { availableActions, withSubject } from './availability.ts';
import { cacheDomains } from './cache-domain.ts';
import { createMerchantAction, selectMerchantAction } from './merchant-actions.ts';
import { type MessageKey, translate } from './message-key.ts';
import { type ActionId, actionById, actionRegistry, parseParameters, runAction } from './registry.ts';
import { switchLanguageAction } from './session-actions.ts';
import { shortcutConflicts } from './shortcut.ts';
import { createSplitAction } from './split-actions.ts';

interface Recorded {
  navigations: [string, Record<string, string> | undefined][];
  bindings: (MerchantScope | undefined)[];
  locales: Locales[];
  signOuts: number;
}

function contextWith(scope?: MerchantScope): { context: ActionContext; recorded: Recorded } {
  const recorded: Recorded = { navigations: [], bindings: [], locales: [], signOuts: 0 };
  const api = createApiClient({
    baseUrl: 'http://localhost/api/',
    getToken: () => undefined,
    getUserEmail: () => undefined,
  });
  const context: ActionContext = {
    clients: createServiceClients(api),
    scope,
    permissions: ['ops'],
    roles: opsRoles,
    locale: 'en',
    navigate: (path, query) => recorded.navigations.push([path, query]),
    bindMerchant: (bound) => recorded.bindings.push(bound),
    setLocale: (locale) => recorded.locales.push(locale),
    signOut: () => {
      recorded.signOuts += 1;
    },
  };
  return { context, recorded };
}

const bound = { merchantCode: 'M-1', divisionCode: 'D-1' };
const byId = (id: string) => {
  const action = actionRegistry.find((candidate) => candidate.id === id);
  if (!action) throw new Error(`no action ${id}`);
  return action;
};

describe('the action registry', () => {
  it('has unique ids and shortcuts, none a prefix of another', () => {
    const ids = actionRegistry.map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
    const shortcuts = actionRegistry.flatMap((action) => (action.shortcut ? [action.shortcut] : []));
    expect(shortcutConflicts(shortcuts)).toEqual([]);
    expect(shortcuts).toEqual(expect.arrayContaining(['g h', 'g m', 'c m']));
  });

  it('finds clashing shortcuts', () => {
    expect(shortcutConflicts(['g s', 'g  s', 'g h'])).toEqual(['g s', 'g  s']);
    expect(shortcutConflicts(['g', 'g s'])).toEqual(['g']);
  });

  it('labels every action in English and Dutch', () => {
    for (const locale of ['en', 'nl'] as const) {
      const t = i18nObject(locale);
      for (const action of actionRegistry) {
        const label = translate(t, action.labelKey);
        expect(label.trim()).not.toBe('');
        expect(label).not.toBe(action.labelKey);
      }
    }
    expect(translate(i18nObject('nl'), 'actions.createMerchant')).toBe('Merchant aanmaken');
    expectTypeOf<'actions.signOut'>().toExtend<MessageKey>();
    expectTypeOf<'actions.switchLanguageTo'>().not.toExtend<MessageKey>();
    expectTypeOf<'actions'>().not.toExtend<MessageKey>();
  });

  it('hides the actions that need a merchant until one is bound', () => {
    const unbound = availableActions(actionRegistry, { permissions: ['ops'], roles: opsRoles, scope: undefined }).map(
      ({ id }) => id,
    );
    expect(unbound).toContain('screens.goToHome');
    expect(unbound).toContain('merchants.create');
    expect(unbound).not.toContain('merchants.clear');
    const withMerchant = availableActions(actionRegistry, { permissions: ['ops'], roles: opsRoles, scope: bound }).map(
      ({ id }) => id,
    );
    expect(withMerchant).toContain('merchants.clear');
  });

  it('offers an action about a payout batch only while a batch is at hand, and fills it in', () => {
    const offered = (subject?: ActionSubject) =>
      availableActions(actionRegistry, { permissions: ['ops'], roles: opsRoles, scope: bound, subject }).map(
        ({ id }) => id,
      );
    expect(offered()).not.toContain('payouts.approve');
    expect(offered({ payoutCode: 'PO-1' })).toContain('payouts.approve');
    expect(withSubject(actionById('payouts.approve'), { payoutCode: 'PO-1' }, {})).toEqual({ payoutCode: 'PO-1' });
  });

  it('names every action noun.verb with a plural noun, and says what each changes', () => {
    for (const action of actionRegistry) {
      // 'config' is a mass noun: `ops config show|set`, as git and npm say it.
      expect(action.id).toMatch(/^([a-z]+[A-Z]?[a-zA-Z]*s|config)\.[a-z][a-zA-Z]*$/);
      expect(action.changes.every((domain) => cacheDomains.includes(domain))).toBe(true);
    }
    expect(actionById('transactions.createSplit').changes).toEqual(
      expect.arrayContaining(['transactions', 'sellers', 'fundsOverview']),
    );
    expect(actionById('screens.goToHome').changes).toEqual([]);
    expectTypeOf<'sellers.create'>().toExtend<ActionId>();
    expectTypeOf<'seller.create'>().not.toExtend<ActionId>();
  });

  it('holds for undo only what moves no money, and no deletion of a merchant, a division or a seller', () => {
    const undoable = actionRegistry.filter((action) => action.undoable);
    expect(undoable.map((action) => action.id)).toEqual(
      expect.arrayContaining([
        'kycChecks.assign',
        'kycChecks.release',
        'externalAccounts.updateStatus',
        'savedViews.delete',
        'approvalRules.delete',
        'ubos.remove',
        'externalAccounts.delete',
        'documents.remove',
      ]),
    );
    for (const action of undoable) {
      expect([undefined, 'deletes'], action.id).toContain(action.risk);
      expect(action.typeToConfirm, action.id).toBeUndefined();
      expect(action.changes, action.id).not.toContain('fundsOverview');
      expect(action.changes, action.id).not.toContain('transactions');
    }
    for (const id of ['merchants.delete', 'divisions.delete', 'sellers.delete', 'payoutRequests.delete'] as const) {
      expect(actionById(id).undoable, id).toBeFalsy();
    }
  });

  it("runs an action by its id, and types each action's result for its caller", async () => {
    const { context, recorded } = contextWith(bound);
    const balances = () => runAction('sellers.balances', context);
    const split = () => runAction(createSplitAction, context);
    expectTypeOf(balances).returns.resolves.toEqualTypeOf<NonNullable<AccountHolder['balances']>>();
    expectTypeOf(split).returns.resolves.toHaveProperty('idempotencyKey');
    await runAction('languages.switch', context, { locale: 'nl' });
    expect(recorded.locales).toEqual(['nl']);
  });

  it('shows nothing to someone without the ops permission', () => {
    expect(availableActions(actionRegistry, { permissions: [], roles: opsRoles, scope: bound })).toEqual([]);
  });
});

describe('running an action', () => {
  it("refuses an action that needs a merchant with 'Please select a merchant and try again'", async () => {
    const { context, recorded } = contextWith();
    const refusal = await runAction(byId('merchants.clear'), context).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ActionRefusal);
    expect(translate(i18nObject('en'), (refusal as ActionRefusal).messageKey)).toBe(
      'Please select a merchant and try again',
    );
    expect(recorded.bindings).toEqual([]);
  });

  it('refuses a caller without the permission', async () => {
    const { context } = contextWith(bound);
    const refusal = await runAction(byId('screens.goToHome'), { ...context, permissions: [] }).catch(
      (error: unknown) => error,
    );
    expect((refusal as ActionRefusal).messageKey).toBe('actions.notPermitted');
  });

  it('goes to a screen, clears the merchant, switches the language and signs out', async () => {
    const { context, recorded } = contextWith(bound);
    await runAction(byId('screens.goToHome'), context);
    await runAction(byId('merchants.clear'), context);
    await runAction(byId('languages.switch'), context, { locale: 'nl' });
    await runAction(byId('sessions.signOut'), context);
    expect(recorded).toEqual({
      navigations: [['/', undefined]],
      bindings: [undefined],
      locales: ['nl'],
      signOuts: 1,
    });
  });

  it('checks parameters against the schema before running', async () => {
    const { context, recorded } = contextWith();
    const refusal = await runAction(byId('languages.switch'), context, { locale: 'de' }).catch(
      (error: unknown) => error,
    );
    expect((refusal as ActionRefusal).messageKey).toBe('validation.correctFormErrors');
    expect(recorded.locales).toEqual([]);
    expect(() => parseParameters(selectMerchantAction, { merchantCode: 'M-1' })).toThrow(ActionRefusal);
    expect(parseParameters(selectMerchantAction, { merchantCode: ' M-1 ', divisionCode: 'D-1' })).toEqual(bound);
    expect(parseParameters(createMerchantAction, { displayName: 'Acme' })).toEqual({
      displayName: 'Acme',
      description: '',
      usCardProcessor: false,
    });
  });

  it('refuses to create a merchant without a name, before calling the server', async () => {
    const { context, recorded } = contextWith();
    const refusal = await runAction(createMerchantAction, context, { displayName: '   ' }).catch(
      (error: unknown) => error,
    );
    expect((refusal as ActionRefusal).messageKey).toBe('validation.required');
    expect(recorded.navigations).toEqual([]);
  });

  it('offers the other languages as ready-made commands', () => {
    const presets = switchLanguageAction.presets?.({ locale: 'en' }) ?? [];
    expect(presets.map((preset) => preset.parameters)).toEqual([{ locale: 'nl' }]);
    expect(presets[0]?.label(i18nObject('en'))).toBe('Switch language to Nederlands');
  });
});
