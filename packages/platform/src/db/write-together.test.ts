import { describe, expect, it } from 'vitest';
import { writeTogether } from './write-together.ts';

describe('writes together', () => {
  it('sends the calls of one turn as one write, answers each once it is written, and the next turn anew', async () => {
    const writes: number[][] = [];
    let written = false;
    const write = writeTogether(async (items: number[]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      writes.push(items);
      written = true;
    });
    const answers = [1, 2, 3].map((item) => write(item).then(() => written));

    expect(await Promise.all(answers)).toEqual([true, true, true]);
    await write(4);
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every call of a write that failed, and the next write goes on', async () => {
    let failing = true;
    const write = writeTogether(async () => {
      if (failing) throw new Error('the connection was cut');
    });
    const outcomes = await Promise.allSettled([write('a'), write('b')]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    await expect(write('c')).resolves.toBeUndefined();
  });
});
