import { readFileSync } from 'node:fs';

/** The resident memory of a process, from /proc (Linux), in MiB. */
export function residentMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}
