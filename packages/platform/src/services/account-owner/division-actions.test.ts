import { createDivisionAction, deleteDivisionAction, runAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  opsEmail,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let token: string;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Divisions');
  token = await kit.platform.tokenFor(opsEmail);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The registry's context as the web and the cli give it, bound to `scope`, recording where it binds the app. */
function contextBoundTo(scope: MerchantScope | undefined) {
  const bindings: (MerchantScope | undefined)[] = [];
  const context = opsActionContext(kit.platform, { token, email: opsEmail }, scope, {
    bindMerchant: (bound) => bindings.push(bound),
  });
  return { context, bindings };
}

const divisionCodes = async () =>
  (await kit.ops.listDivisions({ params: { merchantCode: acme.merchantCode } })).elements.map(({ code }) => code);

describe('the division actions on the platform', () => {
  it('creates a division of the bound merchant, trimmed, and binds the app to it', async () => {
    const { context, bindings } = contextBoundTo(acme);
    const created = (await runAction(createDivisionAction, context, {
      displayName: '  Acme Belgium ',
      description: ' BE shop ',
    })) as { code: string; displayName: string; description: string };
    expect(created).toMatchObject({ displayName: 'Acme Belgium', description: 'BE shop' });
    expect(bindings).toEqual([{ merchantCode: acme.merchantCode, divisionCode: created.code }]);
    expect(await divisionCodes()).toContain(created.code);
  });

  it('refuses an empty name and an unbound app before calling anything', async () => {
    const before = await divisionCodes();
    await expect(
      runAction(createDivisionAction, contextBoundTo(acme).context, { displayName: '  ' }),
    ).rejects.toMatchObject({ messageKey: 'validation.required' });
    await expect(
      runAction(createDivisionAction, contextBoundTo(undefined).context, { displayName: 'X' }),
    ).rejects.toMatchObject({ messageKey: 'validation.selectMerchant' });
    expect(await divisionCodes()).toEqual(before);
  });

  it('deletes the bound division and binds the app to another division of the merchant', async () => {
    const extra = await kit.ops.createDivision({
      params: { merchantCode: acme.merchantCode },
      body: { displayName: 'Short-lived' },
    });
    const { context, bindings } = contextBoundTo({ merchantCode: acme.merchantCode, divisionCode: extra.code });
    await runAction(deleteDivisionAction, context);
    expect(await divisionCodes()).not.toContain(extra.code);
    expect(bindings).toHaveLength(1);
    expect(bindings[0]?.merchantCode).toBe(acme.merchantCode);
    expect(await divisionCodes()).toContain(bindings[0]?.divisionCode);
  });
});
