import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Merchant } from '../../contract/index.ts';
import { inMemoryMerchantDirectory, sampleMerchant } from './in-memory-merchant-directory.ts';
import {
  createMerchantSelectionMachine,
  type MerchantSelectionEmitted,
  type MerchantSelectionInput,
} from './merchant-selection-machine.ts';
import type { RecentMerchant } from './recent-merchants.ts';

const single = sampleMerchant('Acme Market');
const several = sampleMerchant('Bolt Retail', ['Shoes', 'Bags', 'Hats']);

const recentOf = (merchant: Merchant, divisionIndex = 0): RecentMerchant => ({
  merchantCode: merchant.code,
  merchantName: merchant.displayName,
  divisionCode: merchant.divisions[divisionIndex]?.code ?? '',
  divisionName: merchant.divisions[divisionIndex]?.displayName ?? '',
});

function startSelection(input: MerchantSelectionInput = {}) {
  const directory = inMemoryMerchantDirectory([single, several]);
  const actor = createActor(createMerchantSelectionMachine(directory), { input });
  const emitted: MerchantSelectionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { directory, actor, emitted };
}

const ref = (merchant: Merchant) => ({ code: merchant.code, displayName: merchant.displayName });

describe('picking a merchant', () => {
  it('selects the only division of a merchant at once and saves the merchant to the history', async () => {
    const { actor, emitted } = startSelection();
    actor.send({ type: 'merchant.picked', merchant: ref(single) });
    const bound = await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'bound' }));
    expect(bound.matches({ expansion: 'closed' })).toBe(true);
    expect(bound.context.current).toEqual({ merchant: ref(single), division: single.divisions[0] });
    expect(emitted).toEqual([
      { type: 'recentChanged', recent: [recentOf(single)] },
      { type: 'selected', merchantCode: single.code, divisionCode: single.divisions[0]?.code },
    ]);
  });

  it('expands a merchant with several divisions, and picking one writes both codes', async () => {
    const { actor, emitted } = startSelection();
    actor.send({ type: 'merchant.picked', merchant: ref(several) });
    const open = await waitFor(actor, (snapshot) => snapshot.matches({ expansion: 'open' }));
    expect(open.context.expanded?.divisions.map((division) => division.displayName)).toEqual(['Shoes', 'Bags', 'Hats']);
    expect(emitted).toEqual([]);

    actor.send({ type: 'division.picked', divisionCode: 'no-such-division' });
    expect(actor.getSnapshot().matches({ expansion: 'open' })).toBe(true);

    actor.send({ type: 'division.picked', divisionCode: several.divisions[1]?.code ?? '' });
    expect(actor.getSnapshot().matches({ binding: 'bound', expansion: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.current?.division.displayName).toBe('Bags');
    expect(emitted).toContainEqual({
      type: 'selected',
      merchantCode: several.code,
      divisionCode: several.divisions[1]?.code,
    });
    expect(actor.getSnapshot().context.recent).toEqual([recentOf(several, 1)]);
  });

  it('keeps the history as it is when the merchant is already in it', async () => {
    const { actor, emitted } = startSelection({ recent: [recentOf(several, 0), recentOf(single)] });
    actor.send({ type: 'merchant.picked', merchant: ref(several) });
    await waitFor(actor, (snapshot) => snapshot.matches({ expansion: 'open' }));
    actor.send({ type: 'division.picked', divisionCode: several.divisions[2]?.code ?? '' });
    expect(actor.getSnapshot().context.recent).toEqual([recentOf(several, 0), recentOf(single)]);
    expect(emitted.map((event) => event.type)).toEqual(['selected']);
  });

  it('shows an error when the divisions fail to load, and retries', async () => {
    const { actor, directory } = startSelection();
    directory.failing.add('listDivisions');
    actor.send({ type: 'merchant.picked', merchant: ref(several) });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ expansion: 'failed' }));
    expect(failed.context.failure).toBeInstanceOf(Error);
    directory.failing.clear();
    actor.send({ type: 'retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ expansion: 'open' }));
  });

  it('closes an expanded merchant without selecting anything', async () => {
    const { actor, emitted } = startSelection();
    actor.send({ type: 'merchant.picked', merchant: ref(several) });
    await waitFor(actor, (snapshot) => snapshot.matches({ expansion: 'open' }));
    actor.send({ type: 'expansion.closed' });
    expect(actor.getSnapshot().matches({ expansion: 'closed', binding: 'unbound' })).toBe(true);
    expect(actor.getSnapshot().context.expanded).toBeUndefined();
    expect(emitted).toEqual([]);
  });
});

describe('the history', () => {
  it('removes one entry on demand', () => {
    const { actor, emitted } = startSelection({ recent: [recentOf(several), recentOf(single)] });
    actor.send({ type: 'recent.removed', merchantCode: several.code });
    expect(actor.getSnapshot().context.recent).toEqual([recentOf(single)]);
    expect(emitted).toEqual([{ type: 'recentChanged', recent: [recentOf(single)] }]);
  });

  it('selects a recent entry by writing its codes, then checks them against the server', async () => {
    const { actor, emitted, directory } = startSelection({ recent: [recentOf(several, 2)] });
    actor.send({ type: 'recent.picked', entry: recentOf(several, 2) });
    expect(emitted).toEqual([
      { type: 'selected', merchantCode: several.code, divisionCode: several.divisions[2]?.code },
    ]);
    actor.send({ type: 'query.changed', merchantCode: several.code, divisionCode: several.divisions[2]?.code });
    const bound = await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'bound' }));
    expect(bound.context.current?.division.displayName).toBe('Hats');
    expect(directory.calls).toEqual([`getMerchant ${several.code}`]);
  });
});

describe('the pair in the query', () => {
  it('binds a known merchant and division without writing anything', async () => {
    const { actor, emitted } = startSelection({ merchantCode: several.code, divisionCode: several.divisions[1]?.code });
    expect(actor.getSnapshot().matches({ binding: 'checking' })).toBe(true);
    const bound = await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'bound' }));
    expect(bound.context.current).toEqual({ merchant: ref(several), division: several.divisions[1] });
    expect(emitted).toEqual([]);
  });

  it("reports 'No matching division found' for a division the merchant does not have", async () => {
    const { actor } = startSelection({ merchantCode: several.code, divisionCode: single.divisions[0]?.code });
    const mismatch = await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'mismatch' }));
    expect(mismatch.context.problem).toBe('noMatchingDivision');
    expect(mismatch.context.current).toBeUndefined();
  });

  it('completes a missing division when the merchant has only one, and reports it missing otherwise', async () => {
    const completed = startSelection({ merchantCode: single.code });
    await waitFor(completed.actor, (snapshot) => snapshot.matches({ binding: 'bound' }));
    expect(completed.emitted).toEqual([
      { type: 'selected', merchantCode: single.code, divisionCode: single.divisions[0]?.code },
    ]);

    const missing = startSelection({ merchantCode: several.code });
    const mismatch = await waitFor(missing.actor, (snapshot) => snapshot.matches({ binding: 'mismatch' }));
    expect(mismatch.context.problem).toBe('noMatchingDivision');
  });

  it('removes a merchant that fails to load from the history and clears the selection', async () => {
    const gone = sampleMerchant('Gone Shop');
    const { actor, emitted } = startSelection({
      recent: [recentOf(gone), recentOf(single)],
      merchantCode: gone.code,
      divisionCode: gone.divisions[0]?.code,
    });
    const unbound = await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'unbound' }));
    expect(unbound.context.problem).toBe('merchantLost');
    expect(unbound.context.recent).toEqual([recentOf(single)]);
    expect(emitted).toEqual([{ type: 'recentChanged', recent: [recentOf(single)] }, { type: 'cleared' }]);
  });

  it('does not ask again for the pair it has bound, and unbinds when the query loses the merchant', async () => {
    const { actor, directory } = startSelection({ merchantCode: single.code, divisionCode: single.divisions[0]?.code });
    await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'bound' }));
    actor.send({ type: 'query.changed', merchantCode: single.code, divisionCode: single.divisions[0]?.code });
    expect(directory.calls).toEqual([`getMerchant ${single.code}`]);
    actor.send({ type: 'query.changed', merchantCode: null, divisionCode: null });
    expect(actor.getSnapshot().matches({ binding: 'unbound' })).toBe(true);
    expect(actor.getSnapshot().context.current).toBeUndefined();
  });

  it('checks a new pair when the query changes to another merchant', async () => {
    const { actor } = startSelection({ merchantCode: single.code, divisionCode: single.divisions[0]?.code });
    await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'bound' }));
    actor.send({ type: 'query.changed', merchantCode: several.code, divisionCode: several.divisions[0]?.code });
    expect(actor.getSnapshot().matches({ binding: 'checking' })).toBe(true);
    const bound = await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'bound' }));
    expect(bound.context.current?.merchant.code).toBe(several.code);
  });

  it('clearing the selection removes both codes', async () => {
    const { actor, emitted } = startSelection({ merchantCode: single.code, divisionCode: single.divisions[0]?.code });
    await waitFor(actor, (snapshot) => snapshot.matches({ binding: 'bound' }));
    actor.send({ type: 'selection.cleared' });
    expect(actor.getSnapshot().matches({ binding: 'unbound' })).toBe(true);
    expect(actor.getSnapshot().context.current).toBeUndefined();
    expect(emitted).toEqual([{ type: 'cleared' }]);
  });
});
