import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiRequestError } from '../../api/index.ts';
import type { Merchant } from '../../contract/index.ts';
import type { CreateMerchantInput } from '../../validation/index.ts';
import { sampleMerchant } from '../merchant-selection/index.ts';
import { type CreateMerchantEmitted, createCreateMerchantMachine } from './create-merchant-machine.ts';
import type { MerchantCreator } from './merchant-creator.ts';

interface CreatorScript {
  failCreate?: unknown;
  failDivisions?: boolean;
}

function startFlow(script: CreatorScript = {}) {
  const sent: CreateMerchantInput[] = [];
  let created: Merchant | undefined;
  const creator: MerchantCreator = {
    async createMerchant(input) {
      sent.push(input);
      if (script.failCreate) throw script.failCreate;
      created = { ...sampleMerchant(input.displayName, ['First', 'Second']), ...input, usCardProcessor: false };
      return created;
    },
    async listDivisions(merchantCode) {
      if (script.failDivisions || !created || created.code !== merchantCode) throw new Error('divisions failed');
      return created.divisions;
    },
  };
  const actor = createActor(createCreateMerchantMachine(creator));
  const emitted: CreateMerchantEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, sent, emitted, created: () => created };
}

const refusal = (status: number, message: string) =>
  new ApiRequestError('createMerchant', { status, body: { code: status, message, details: [] } });

describe('create merchant', () => {
  it('starts blank with Advanced KYC in NLD, and Create stays disabled while displayName is blank', () => {
    const { actor, sent } = startFlow();
    expect(actor.getSnapshot().context.draft).toEqual({
      displayName: '',
      description: '',
      defaultKycTier: 'ADVANCED_KYC',
      usCardProcessor: false,
    });
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    actor.send({ type: 'displayName.changed', displayName: '   ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('default');
    expect(sent).toEqual([]);
  });

  it('sends trimmed texts, the chosen tier and USA for the US card processor, then goes to the first division', async () => {
    const { actor, sent, emitted, created } = startFlow();
    actor.send({ type: 'displayName.changed', displayName: '  Acme Market ' });
    actor.send({ type: 'description.changed', description: ' Shoes and bags  ' });
    actor.send({ type: 'kycTier.chosen', kycTier: 'LIGHT_KYC' });
    actor.send({ type: 'usCardProcessor.changed', usCardProcessor: true });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('loading');
    const success = await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(sent).toEqual([
      { displayName: 'Acme Market', description: 'Shoes and bags', defaultKycTier: 'LIGHT_KYC', countryCode: 'USA' },
    ]);
    const merchant = created();
    const first = { merchantCode: merchant?.code, divisionCode: merchant?.divisions[0]?.code };
    expect(success.context.created).toEqual(first);
    expect(emitted).toEqual([{ type: 'created', ...first }]);
  });

  it('keeps the form as it is after success: inputs are disabled', async () => {
    const { actor } = startFlow();
    actor.send({ type: 'displayName.changed', displayName: 'Acme' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    actor.send({ type: 'displayName.changed', displayName: 'Other' });
    actor.send({ type: 'kycTier.chosen', kycTier: 'STANDARD_KYC' });
    expect(actor.getSnapshot().context.draft.displayName).toBe('Acme');
    expect(actor.getSnapshot().context.draft.defaultKycTier).toBe('ADVANCED_KYC');
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
  });

  it("shows the server's message for a 400 or a 409, and lets the user try again", async () => {
    for (const status of [400, 409]) {
      const { actor } = startFlow({ failCreate: refusal(status, 'A merchant with this name exists') });
      actor.send({ type: 'displayName.changed', displayName: 'Acme' });
      actor.send({ type: 'submit' });
      const error = await waitFor(actor, (snapshot) => snapshot.matches('error'));
      expect(error.context.refusal).toBe('A merchant with this name exists');
      actor.send({ type: 'displayName.changed', displayName: 'Acme 2' });
      expect(actor.getSnapshot().context.draft.displayName).toBe('Acme 2');
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().value).toBe('loading');
    }
  });

  it('leaves other failures to the generic create-merchant label', async () => {
    for (const failure of [refusal(500, 'Internal server error'), new Error('offline')]) {
      const { actor } = startFlow({ failCreate: failure });
      actor.send({ type: 'displayName.changed', displayName: 'Acme' });
      actor.send({ type: 'submit' });
      const error = await waitFor(actor, (snapshot) => snapshot.matches('error'));
      expect(error.context.refusal).toBeUndefined();
    }
  });

  it('still lands on the first division when fetching the divisions fails after the merchant was created', async () => {
    const { actor, emitted, created } = startFlow({ failDivisions: true });
    actor.send({ type: 'displayName.changed', displayName: 'Acme' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(emitted).toEqual([
      { type: 'created', merchantCode: created()?.code, divisionCode: created()?.divisions[0]?.code },
    ]);
  });

  it('starts a blank form again on reset', async () => {
    const { actor } = startFlow();
    actor.send({ type: 'displayName.changed', displayName: 'Acme' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('default');
    expect(actor.getSnapshot().context.draft.displayName).toBe('');
    expect(actor.getSnapshot().context.created).toBeUndefined();
  });
});
