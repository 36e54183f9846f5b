import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { collectGarbageThroughInspector } from './inspector-garbage-collection.ts';
import { residentMiB } from './resident-memory.ts';

// 150 MiB of small objects made and dropped, then nothing allocates: V8 has no reason to collect them.
const leavesGarbage = `
  let rows = Array.from({ length: 1_500_000 }, (_, index) => ({ index, text: 'row ' + index }));
  rows = undefined;
  console.log('garbage left');
  setInterval(() => {}, 60_000);
`;

let child: ChildProcessWithoutNullStreams | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

/** A Node process with its inspector open that has left garbage behind, and the inspector's address. */
async function processWithGarbage(): Promise<{ pid: number | undefined; inspectorUrl: string }> {
  const started = spawn(process.execPath, ['--inspect=127.0.0.1:0', '-e', leavesGarbage]);
  child = started;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('garbage left')) resolve();
    };
    started.stdout.on('data', collect);
    started.stderr.on('data', collect);
    started.once('exit', (code) => reject(new Error(`exited (${code}): ${output}`)));
  });
  return { pid: started.pid, inspectorUrl: /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? '' };
}

describe('collectGarbageThroughInspector', () => {
  it('leaves the process holding only what is live: its resident memory falls by the garbage it had', async () => {
    const { pid, inspectorUrl } = await processWithGarbage();
    const before = residentMiB(pid);

    await collectGarbageThroughInspector(inspectorUrl);

    expect(before - residentMiB(pid)).toBeGreaterThan(100);
  }, 30_000);

  it('fails, naming the address, when no inspector answers there', async () => {
    const url = `ws://127.0.0.1:${await freePort()}/nobody`;
    await expect(collectGarbageThroughInspector(url)).rejects.toThrow(`no inspector answers at ${url}`);
  });
});
