/** Answers the keys it was asked for; a key it leaves out answers undefined. */
export type LoadKeys<Key, Answer> = (keys: Key[]) => Promise<ReadonlyMap<Key, Answer>>;

interface Asked<Answer> {
  resolve(answer: Answer | undefined): void;
  reject(error: unknown): void;
}

/**
 * One lookup for every key asked in the same turn of the event loop: the calls that arrive together (32 balance
 * transfers at once ask their accounts' divisions) share one query, sent once the loop has read them all, instead of
 * a query each. The query starts after every call of the turn was asked, so each answer is read from what was
 * committed before its call asked, as a query of its own would be; nothing is kept for a later turn. A failure of
 * the query is the failure of every call that asked.
 */
export function lookupTogether<Key, Answer>(load: LoadKeys<Key, Answer>): (key: Key) => Promise<Answer | undefined> {
  let asked: Map<Key, Asked<Answer>[]> | undefined;

  async function send(keys: Map<Key, Asked<Answer>[]>) {
    asked = undefined;
    let found: ReadonlyMap<Key, Answer>;
    try {
      found = await load([...keys.keys()]);
    } catch (error) {
      for (const callers of keys.values()) for (const caller of callers) caller.reject(error);
      return;
    }
    for (const [key, callers] of keys) for (const caller of callers) caller.resolve(found.get(key));
  }

  return (key) =>
    new Promise((resolve, reject) => {
      if (!asked) {
        const keys = new Map<Key, Asked<Answer>[]>();
        asked = keys;
        setImmediate(() => void send(keys));
      }
      const callers = asked.get(key) ?? [];
      callers.push({ resolve, reject });
      asked.set(key, callers);
    });
}
