/** A slice of the selection sent in one process call. */
export interface ProcessingChunk {
  id: number;
  codes: readonly string[];
}

/** Splits codes into chunks of `size`, numbering them from `firstId`. */
export function chunkCodes(codes: readonly string[], size: number, firstId = 0): ProcessingChunk[] {
  const chunks: ProcessingChunk[] = [];
  for (let start = 0; start < codes.length; start += size) {
    chunks.push({ id: firstId + chunks.length, codes: codes.slice(start, start + size) });
  }
  return chunks;
}

/** 64-bit FNV-1a of a text, as 16 hex digits: the same codes always give the same digest. */
function digest(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The Idempotency-Key of one process call: the run and the exact codes it carries. Sending the same chunk again in
 * the same run (a resumed or reopened run) replays the platform's first report instead of processing anything again.
 */
export function chunkIdempotencyKey(runId: string, codes: readonly string[]): string {
  return `payout-process:${runId}:${codes.length}:${digest(codes.join(','))}`;
}
