import { useRef } from 'react';

/** One idempotency key per exact request: sent again unchanged (a double click, a retry) it is the same key. */
export function useIdempotencyKeys() {
  const last = useRef<{ request: string; key: string } | undefined>(undefined);
  return (request: unknown) => {
    const text = JSON.stringify(request);
    if (last.current?.request !== text) last.current = { request: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}
