interface Waiting {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * One statement for every write asked in the same turn of the event loop: the calls that arrive together (the ends
 * of webhook tries whose receivers answered at once) share one write, sent once the loop has read them all, instead
 * of a statement each. Each call is answered when the write that holds it has ended, so a caller that goes on after
 * it knows its write is in; a failure of the write is the failure of every call in it.
 */
export function writeTogether<Item>(write: (items: Item[]) => Promise<unknown>): (item: Item) => Promise<void> {
  let gathering: { items: Item[]; waiting: Waiting[] } | undefined;

  async function send({ items, waiting }: { items: Item[]; waiting: Waiting[] }) {
    gathering = undefined;
    try {
      await write(items);
    } catch (error) {
      for (const caller of waiting) caller.reject(error);
      return;
    }
    for (const caller of waiting) caller.resolve();
  }

  return (item) =>
    new Promise((resolve, reject) => {
      if (!gathering) {
        const batch = { items: [] as Item[], waiting: [] as Waiting[] };
        gathering = batch;
        setImmediate(() => void send(batch));
      }
      gathering.items.push(item);
      gathering.waiting.push({ resolve, reject });
    });
}
