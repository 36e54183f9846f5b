import { sellerEmailMaxBytes, sellerNameMaxBytes } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let scope: Scope;
beforeAll(async () => {
  kit = await startAccountOwnerTest();
  scope = await createMerchantScope(kit.ops, 'Long Names');
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/**
 * 'Ⱥ' takes 2 bytes and its lower case 'ⱥ' 3: the longest a name's lower case (which the seller list's index holds
 * twice) can grow.
 */
const growing = 'Ⱥ';
const nameOf = (bytes: number) => growing.repeat(Math.floor(bytes / 2)) + 'x'.repeat(bytes % 2);
/** An address of exactly `bytes` bytes. */
const emailOf = (bytes: number) => {
  const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example`;
  return `${'a'.repeat(bytes - domain.length - 1)}@${domain}`;
};

describe('a seller name and e-mail at their caps', () => {
  it('are stored on create and PATCH; one byte more is a 400 naming the field, never a 500', async () => {
    const name = nameOf(sellerNameMaxBytes);
    const email = emailOf(sellerEmailMaxBytes);
    expect(Buffer.byteLength(name)).toBe(sellerNameMaxBytes);
    expect(Buffer.byteLength(email)).toBe(sellerEmailMaxBytes);
    const created = await createSeller(kit.ops, scope, { name, email });
    expect(created).toMatchObject({ name, email });

    const params = { ...scope, accountHolderCode: created.code };
    const patched = await kit
      .boundTo(scope)
      .updateDivisionAccountHolder({ params, body: { name: `${name.slice(1)}y` } });
    expect(patched.name).toBe(`${name.slice(1)}y`);

    const tooLong = await failureOf(createSeller(kit.ops, scope, { name: `${name}x`, email }));
    expect(tooLong).toMatchObject({
      status: 400,
      error: { details: [{ field: 'name', message: `At most ${sellerNameMaxBytes} bytes of text` }] },
    });
    const longEmail = await failureOf(createSeller(kit.ops, scope, { name, email: `a${email}` }));
    expect(longEmail).toMatchObject({
      status: 400,
      error: { details: [{ field: 'email', message: `At most ${sellerEmailMaxBytes} bytes of text` }] },
    });
    const patchTooLong = await failureOf(
      kit.boundTo(scope).updateDivisionAccountHolder({ params, body: { name: `${name}x` } }),
    );
    expect(patchTooLong).toMatchObject({ status: 400, error: { details: [{ field: 'name' }] } });
  });

  it.each([1300, 1650, 2000])('answers a random name of %i bytes with 400, on create and PATCH', async (bytes) => {
    const name = Array.from({ length: bytes }, (_, index) => String.fromCharCode(0x61 + ((index * 7) % 26))).join('');
    expect((await failureOf(createSeller(kit.ops, scope, { name }))).status).toBe(400);
    const seller = await createSeller(kit.ops, scope, { name: 'Short' });
    const params = { ...scope, accountHolderCode: seller.code };
    const patch = await failureOf(kit.boundTo(scope).updateDivisionAccountHolder({ params, body: { name } }));
    expect(patch.status).toBe(400);
  });
});
