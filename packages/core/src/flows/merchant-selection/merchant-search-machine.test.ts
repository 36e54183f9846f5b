import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { inMemoryMerchantDirectory, sampleMerchant } from './in-memory-merchant-directory.ts';
import { createMerchantSearchMachine, type MerchantSearchEmitted } from './merchant-search-machine.ts';

function startSearch(
  merchants = [sampleMerchant('Acme Market'), sampleMerchant('Acme Shoes'), sampleMerchant('Bolt')],
  term?: string,
) {
  const directory = inMemoryMerchantDirectory(merchants);
  const clock = new SimulatedClock();
  const actor = createActor(createMerchantSearchMachine(directory), { clock, input: { term } });
  const emitted: MerchantSearchEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { directory, clock, actor, emitted };
}

describe('merchant search', () => {
  it('asks nothing for fewer than 3 letters, spaces not counted', () => {
    const { actor, clock, directory } = startSearch();
    for (const term of ['a', 'ac', '  ac  ']) {
      actor.send({ type: 'term.changed', term });
      clock.increment(1000);
      expect(actor.getSnapshot().value).toBe('idle');
    }
    expect(directory.calls).toEqual([]);
  });

  it('asks the server 300 ms after the last key, with the trimmed term', async () => {
    const { actor, clock, directory } = startSearch();
    actor.send({ type: 'term.changed', term: 'acm' });
    clock.increment(200);
    actor.send({ type: 'term.changed', term: 'acme ' });
    clock.increment(299);
    expect(directory.calls).toEqual([]);
    clock.increment(1);
    expect(directory.calls).toEqual(['searchMerchants acme']);
    const listed = await waitFor(actor, (snapshot) => snapshot.matches('listed'));
    expect(listed.context.merchants.map((merchant) => merchant.displayName)).toEqual(['Acme Market', 'Acme Shoes']);
    expect(listed.context.tooManyResults).toBe(false);
  });

  it('finds a merchant by its code', async () => {
    const bolt = sampleMerchant('Bolt');
    const { actor, clock } = startSearch([sampleMerchant('Acme'), bolt]);
    actor.send({ type: 'term.changed', term: bolt.code });
    clock.increment(300);
    const listed = await waitFor(actor, (snapshot) => snapshot.matches('listed'));
    expect(listed.context.merchants).toEqual([bolt]);
  });

  it('lists 25 and asks to type more when a name matches too many', async () => {
    const many = Array.from({ length: 30 }, (_, index) => sampleMerchant(`Shop ${index}`));
    const { actor, clock } = startSearch(many);
    actor.send({ type: 'term.changed', term: 'shop' });
    clock.increment(300);
    const listed = await waitFor(actor, (snapshot) => snapshot.matches('listed'));
    expect(listed.context.merchants).toHaveLength(25);
    expect(listed.context.tooManyResults).toBe(true);
  });

  it('drops the results when the term becomes too short again', async () => {
    const { actor, clock } = startSearch();
    actor.send({ type: 'term.changed', term: 'acme' });
    clock.increment(300);
    await waitFor(actor, (snapshot) => snapshot.matches('listed'));
    actor.send({ type: 'term.changed', term: 'ac' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.merchants).toEqual([]);
  });

  it('shows an error when the list fails to load, and retries on demand', async () => {
    const { actor, clock, directory } = startSearch();
    directory.failing.add('searchMerchants');
    actor.send({ type: 'term.changed', term: 'acme' });
    clock.increment(300);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toBeInstanceOf(Error);
    directory.failing.clear();
    actor.send({ type: 'retry' });
    const listed = await waitFor(actor, (snapshot) => snapshot.matches('listed'));
    expect(listed.context.merchants).toHaveLength(2);
    expect(listed.context.failure).toBeUndefined();
  });

  it('never shows the answer to a term the user has already changed', async () => {
    const { actor, clock } = startSearch();
    actor.send({ type: 'term.changed', term: 'acme' });
    clock.increment(300);
    actor.send({ type: 'term.changed', term: 'bolt' });
    clock.increment(300);
    const listed = await waitFor(actor, (snapshot) => snapshot.matches('listed'));
    expect(listed.context.merchants.map((merchant) => merchant.displayName)).toEqual(['Bolt']);
  });

  it('reports each new term so it can be kept, and searches a restored term at once', async () => {
    const first = startSearch();
    first.actor.send({ type: 'term.changed', term: 'acme' });
    first.actor.send({ type: 'term.changed', term: 'acme' });
    expect(first.emitted).toEqual([{ type: 'termChanged', term: 'acme' }]);

    const restored = startSearch(undefined, 'bolt');
    expect(restored.directory.calls).toEqual(['searchMerchants bolt']);
    const listed = await waitFor(restored.actor, (snapshot) => snapshot.matches('listed'));
    expect(listed.context.term).toBe('bolt');
    expect(listed.context.merchants).toHaveLength(1);
  });
});
