import { actionRegistry } from '@ops/core/actions';
import { describe, expect, it } from 'vitest';
import { ownVerbs } from './group-commands.ts';

const kebab = (word: string) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('the verbs that run without the action registry', () => {
  it('are the verb of no generated action command, which a run naming that verb would leave out', () => {
    const hidden = actionRegistry
      .filter((action) => (action.cliCommand ?? 'generated') === 'generated')
      .filter((action) => ownVerbs.has(kebab(action.id.split('.')[1] ?? 'run')))
      .map((action) => action.id);
    expect(hidden).toEqual([]);
  });
});
