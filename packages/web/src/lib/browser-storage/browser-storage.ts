type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A JSON value kept in local or session storage; undefined when missing, blocked or unreadable. */
export function readStored(area: StorageArea, key: string): unknown {
  try {
    const raw = areaOf(area)?.getItem(key);
    return raw === null || raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeStored(area: StorageArea, key: string, value: unknown): void {
  try {
    areaOf(area)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the value still holds for this visit.
  }
}
