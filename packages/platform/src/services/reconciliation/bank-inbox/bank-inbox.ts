import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { reconciliationRoutes } from '@ops/core/contract';
import type { Database } from '../../../db/database.ts';
import { ApiProblem } from '../../../http/api-problem.ts';
import type { Logger } from '../../../http/logger.ts';
import type { Caller } from '../../../identity/caller.ts';
import { importBankStatementFile } from '../import-bank-statement.ts';
import { inboxFolders, placeOf } from './inbox-folders.ts';

/** A claimed file's bytes, as they are on disk. */
const fileStream = (path: string) => Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;

/** Who imports what the inbox takes: the platform itself, named so in the audit trail and `importedBy`. */
export const bankInboxCaller: Caller = {
  email: 'bank-inbox@ops.system',
  name: 'Bank inbox',
  opsStaff: true,
  roles: [],
};

/** What became of a file the inbox took. */
export type InboxOutcome =
  | { file: string; result: 'imported' | 'alreadyImported'; statementFile: string }
  | { file: string; result: 'failed'; reason: string }
  | { file: string; result: 'retry'; reason: string };

export interface BankInbox {
  /** One poll: takes every `*.xml` file whose size and time were the same at the previous poll, and imports it. */
  scanOnce(): Promise<InboxOutcome[]>;
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Stops polling after the poll under way has ended. */
  stop(): Promise<void>;
}

export interface BankInboxOptions {
  folder: string;
  database: Database;
  logger: Logger;
  pollMs?: number;
}

type Seen = { size: number; mtimeMs: number };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The watched folder for bank statements (`OPS_BANK_INBOX`). Each poll lists the folder; a `*.xml` file seen with
 * the same size and modification time at two polls running is complete. It is claimed by renaming it into
 * `claimed/` under a name of this process's own, which only one process can do, then imported through
 * `importBankStatementFile` (whose SHA-256 check is the second guard: the same file again adds nothing) and moved to
 * `processed/`; a file the import refuses goes to `failed/` with `<name>.error.txt` holding the reason, and writes
 * nothing. A failure that is not the file's (the database unreachable) puts it back for the next poll, which
 * finishes what the import's rounds had not written.
 */
export function createBankInbox({ folder, database, logger, pollMs = 2_000 }: BankInboxOptions): BankInbox {
  const folders = inboxFolders(folder);
  const owner = randomUUID();
  let seen = new Map<string, Seen>();
  let stopping = new AbortController();
  let running: Promise<void> | undefined;

  const stableFiles = async (): Promise<string[]> => {
    const entries = await readdir(folder, { withFileTypes: true });
    const now = new Map<string, Seen>();
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.xml')) continue;
      const info = await stat(join(folder, entry.name)).catch(() => undefined);
      if (info) now.set(entry.name, { size: info.size, mtimeMs: info.mtimeMs });
    }
    const stable = [...now].filter(([name, info]) => {
      const before = seen.get(name);
      return before?.size === info.size && before.mtimeMs === info.mtimeMs;
    });
    seen = now;
    return stable.map(([name]) => name);
  };

  const claim = async (name: string): Promise<string | undefined> => {
    const claimed = join(folders.claimed, `${owner}-${name}`);
    try {
      await rename(join(folder, name), claimed);
      return claimed;
    } catch (error) {
      // Another process claimed it first.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  const take = async (name: string): Promise<InboxOutcome | undefined> => {
    const claimed = await claim(name);
    if (!claimed) return undefined;
    try {
      const imported = await importBankStatementFile(
        database,
        { fileName: name, text: () => readFile(claimed, 'utf8'), stream: () => fileStream(claimed) },
        bankInboxCaller,
        reconciliationRoutes.importBankStatement.id,
      );
      await rename(claimed, await placeOf(folders.processed, name));
      const result = imported.alreadyImported ? 'alreadyImported' : 'imported';
      logger.info({ file: name, statementFile: imported.code, result }, 'bank inbox: statement imported');
      return { file: name, result, statementFile: imported.code };
    } catch (error) {
      if (error instanceof ApiProblem) {
        const reason = oneLine(error.body.message);
        const failed = await placeOf(folders.failed, name);
        await rename(claimed, failed);
        await writeFile(`${failed}.error.txt`, `${reason}\n`);
        logger.warn({ file: name, reason }, 'bank inbox: statement refused');
        return { file: name, result: 'failed', reason };
      }
      await rename(claimed, join(folder, name));
      logger.error({ file: name, err: error }, 'bank inbox: import failed, trying again at the next poll');
      return { file: name, result: 'retry', reason: oneLine(String(error)) };
    }
  };

  const scanOnce = async (): Promise<InboxOutcome[]> => {
    await folders.create();
    const outcomes: InboxOutcome[] = [];
    for (const name of await stableFiles()) {
      const outcome = await take(name);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  };

  const loop = async (signal: AbortSignal) => {
    while (!signal.aborted) {
      try {
        await scanOnce();
      } catch (error) {
        logger.error({ err: error, folder }, 'bank inbox: cannot read the folder');
      }
      await sleep(pollMs, undefined, { signal }).catch(() => undefined);
    }
  };

  return {
    scanOnce,
    start() {
      if (running) return;
      stopping = new AbortController();
      running = loop(stopping.signal);
    },
    async stop() {
      stopping.abort();
      await running;
      running = undefined;
    },
  };
}
