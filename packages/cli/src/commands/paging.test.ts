import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../cli-context.ts';
import { translationsFor } from '../cli-locale.ts';
import { columnPrinterOf, printList } from './paging.ts';

interface Seller {
  code: string;
}

const sellers: Seller[] = ['S-1', 'S-2', 'S-3', 'S-4', 'S-5'].map((code) => ({ code }));

function contextWritingTo(chunks: string[]): CliContext {
  const stdout = Object.assign(new PassThrough(), {
    write(chunk: string) {
      chunks.push(chunk);
      return true;
    },
  });
  return { io: { stdout }, t: translationsFor('en'), locale: 'en' } as unknown as CliContext;
}

describe('--all', () => {
  it('streams every page, handing each fetch the last row before it so keyset paging can start after it', async () => {
    const chunks: string[] = [];
    const asked: { page: number; after: string | undefined }[] = [];
    const context = contextWritingTo(chunks);
    await printList(
      context,
      { all: true, jsonl: true },
      columnPrinterOf(context, { jsonl: true }, [{ header: 'Code', value: (seller: Seller) => seller.code }]),
      async (page, limit, previous) => {
        asked.push({ page, after: previous?.code });
        const start = previous ? sellers.indexOf(previous) + 1 : 0;
        return { elements: sellers.slice(start, start + limit), totalCount: sellers.length };
      },
      2,
    );
    expect(asked).toEqual([
      { page: 1, after: undefined },
      { page: 2, after: 'S-2' },
      { page: 3, after: 'S-4' },
    ]);
    expect(chunks.join('')).toBe(`${sellers.map((seller) => JSON.stringify(seller)).join('\n')}\n`);
  });
});
