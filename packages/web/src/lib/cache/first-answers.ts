/**
 * Answers asked for as the app starts (`app/start/prefetch-first-screen.ts`), while the screens' code and TanStack
 * Query are still on their way: kept here under the query keys the screens use, until the session's first query
 * client takes them over (`app/screen-queries.tsx`). The merchant selection's check of the address's merchant reads
 * the merchant from here too (`lib/services/services-context.tsx`), so each answer is fetched once.
 */
export interface FirstAnswer {
  queryKey: readonly unknown[];
  answer: Promise<unknown>;
}

/**
 * How long a screen's query counts a first answer as fresh: the screen mounting a moment after it arrived does not
 * ask again. An action that changes it still refreshes it (a refresh ignores freshness).
 */
export const firstAnswerFreshMs = 5_000;

const waiting = new Map<string, FirstAnswer>();

/** Keeps an answer on its way under the key of the query that will show it. */
export function keepFirstAnswer(queryKey: readonly unknown[], answer: Promise<unknown>): void {
  // A failure is the screen's to show: it asks again itself.
  answer.catch(() => undefined);
  waiting.set(JSON.stringify(queryKey), { queryKey, answer });
}

/** The answer kept under this key, if the first query client has not taken it yet. */
export function firstAnswer<T>(queryKey: readonly unknown[]): Promise<T> | undefined {
  return waiting.get(JSON.stringify(queryKey))?.answer as Promise<T> | undefined;
}

/** Every answer kept, handed over once (to the session's first query client). */
export function takeFirstAnswers(): FirstAnswer[] {
  const answers = [...waiting.values()];
  waiting.clear();
  return answers;
}
