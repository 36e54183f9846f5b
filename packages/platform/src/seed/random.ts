/**
 * A seeded pseudo-random stream (mulberry32): the same seed always gives the same sequence, on every machine, so
 * a seed size always produces the same demo data.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** true with probability `probability`. */
  chance(probability: number): boolean;
  pick<T>(values: readonly T[]): T;
  /** A value drawn by weight: `[['ACTIVE', 55], ['FAILED', 8]]` gives ACTIVE about seven times as often. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** `length` decimal digits, leading zeros included. */
  digits(length: number): string;
  /** `length` capital letters. */
  letters(length: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => {
    if (values.length === 0) throw new RangeError('cannot pick from an empty list');
    return values[int(0, values.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let ticket = next() * total;
      for (const [value, weight] of entries) {
        ticket -= weight;
        if (ticket < 0) return value;
      }
      return pick(entries)[0];
    },
    digits(length) {
      let digits = '';
      for (let position = 0; position < length; position += 1) digits += int(0, 9);
      return digits;
    },
    letters(length) {
      let letters = '';
      for (let position = 0; position < length; position += 1) letters += String.fromCharCode(65 + int(0, 25));
      return letters;
    },
  };
}

/**
 * The seed of one entity's own stream, e.g. `seedOf('seller', 41)`: each entity draws from its own stream, so
 * any batch can be generated (again) without generating the ones before it.
 */
export function seedOf(stream: string, index: number): number {
  // FNV-1a over the stream name, then the index mixed in with a multiplicative hash.
  let hash = 0x811c9dc5;
  for (let position = 0; position < stream.length; position += 1) {
    hash = Math.imul(hash ^ stream.charCodeAt(position), 0x01000193);
  }
  return Math.imul(hash ^ Math.imul(index + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
}
