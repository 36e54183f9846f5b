import { i18nObject, type Locales } from '@ops/locales';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, createServiceClients, type MerchantScope } from '../api/index.ts';
import type { ActionContext } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { createMerchantAction, selectMerchantAction } from './merchant-actions.ts';
import { type MessageKey, translate } from './message-key.ts';
import { actionRegistry, availableActions, parseParameters, runAction } from './registry.ts';
import { switchLanguageAction } from './session-actions.ts';
import { shortcutConflicts } from './shortcut.ts';

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
    const unbound = availableActions(actionRegistry, { permissions: ['ops'], scope: undefined }).map(({ id }) => id);
    expect(unbound).toContain('go.home');
    expect(unbound).toContain('merchant.create');
    expect(unbound).not.toContain('merchant.clear');
    const withMerchant = availableActions(actionRegistry, { permissions: ['ops'], scope: bound }).map(({ id }) => id);
    expect(withMerchant).toContain('merchant.clear');
  });

  it('shows nothing to someone without the ops permission', () => {
    expect(availableActions(actionRegistry, { permissions: [], scope: bound })).toEqual([]);
  });
});

describe('running an action', () => {
  it("refuses an action that needs a merchant with 'Please select a merchant and try again'", async () => {
    const { context, recorded } = contextWith();
    const refusal = await runAction(byId('merchant.clear'), context).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ActionRefusal);
    expect(translate(i18nObject('en'), (refusal as ActionRefusal).messageKey)).toBe(
      'Please select a merchant and try again',
    );
    expect(recorded.bindings).toEqual([]);
  });

  it('refuses a caller without the permission', async () => {
    const { context } = contextWith(bound);
    const refusal = await runAction(byId('go.home'), { ...context, permissions: [] }).catch((error: unknown) => error);
    expect((refusal as ActionRefusal).messageKey).toBe('actions.notPermitted');
  });

  it('goes to a screen, clears the merchant, switches the language and signs out', async () => {
    const { context, recorded } = contextWith(bound);
    await runAction(byId('go.home'), context);
    await runAction(byId('merchant.clear'), context);
    await runAction(byId('language.switch'), context, { locale: 'nl' });
    await runAction(byId('session.signOut'), context);
    expect(recorded).toEqual({
      navigations: [['/', undefined]],
      bindings: [undefined],
      locales: ['nl'],
      signOuts: 1,
    });
  });

  it('checks parameters against the schema before running', async () => {
    const { context, recorded } = contextWith();
    const refusal = await runAction(byId('language.switch'), context, { locale: 'de' }).catch(
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
