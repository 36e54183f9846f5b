import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { ProcessedPayoutRequest, ProcessReport } from '../../contract/index.ts';
import { startPayoutProcessing } from './payout-processing-run.ts';
import type { PayoutProcessor } from './payout-processor.ts';
import { summaryMessages } from './processing-outcome.ts';

interface PlatformScript {
  /** Requests the platform refuses, with the reason. */
  refuse?: Record<string, string>;
  /** How many calls containing this code fail without a report (a 500). */
  failCallsWith?: Record<string, number>;
  /** Calls containing this code wait until `release()`. */
  holdCallsWith?: string;
  /** The filter's matches. */
  matching?: string[];
}

/**
 * A stand-in for the platform's process call with its rules: only WAITING requests are processed, each once; a
 * call with a key seen before answers the first report again; a failed call leaves no key.
 */
function platformDouble(codes: string[], script: PlatformScript = {}) {
  const status = new Map(codes.map((code) => [code, 'WAITING' as 'WAITING' | 'ACCEPTED' | 'FAILED']));
  const acceptedTimes = new Map<string, number>();
  const replies = new Map<string, ProcessReport>();
  const calls: { codes: string[]; key: string }[] = [];
  const failuresLeft = new Map(Object.entries(script.failCallsWith ?? {}));
  let underWay = 0;
  let mostAtOnce = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const processor: PayoutProcessor = {
    async process(sent, key, signal) {
      calls.push({ codes: [...sent], key });
      underWay += 1;
      mostAtOnce = Math.max(mostAtOnce, underWay);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (script.holdCallsWith && sent.includes(script.holdCallsWith)) await held;
        const first = replies.get(key);
        if (first) return first;
        for (const code of sent) {
          const left = failuresLeft.get(code) ?? 0;
          if (left > 0) {
            failuresLeft.set(code, left - 1);
            throw new Error('500');
          }
        }
        const items = sent.map((code): ProcessedPayoutRequest => {
          const now = status.get(code);
          if (now === undefined)
            return { code, outcome: 'NOT_FOUND', status: null, reason: 'unknown', payoutCode: null };
          if (now !== 'WAITING')
            return { code, outcome: 'NOT_WAITING', status: now, reason: `already ${now}`, payoutCode: null };
          const refusal = script.refuse?.[code];
          if (refusal) {
            status.set(code, 'FAILED');
            return { code, outcome: 'FAILED', status: 'FAILED', reason: refusal, payoutCode: null };
          }
          status.set(code, 'ACCEPTED');
          acceptedTimes.set(code, (acceptedTimes.get(code) ?? 0) + 1);
          return { code, outcome: 'ACCEPTED', status: 'ACCEPTED', reason: null, payoutCode: 'PO-1' };
        });
        const count = (outcome: string) => items.filter((item) => item.outcome === outcome).length;
        const report: ProcessReport = {
          total: items.length,
          accepted: count('ACCEPTED'),
          failed: count('FAILED') + count('NOT_FOUND'),
          skipped: count('NOT_WAITING'),
          items,
          readyPayoutCodes: [],
        };
        // An aborted call still completes on the server: its key keeps the answer.
        replies.set(key, report);
        signal.throwIfAborted();
        return report;
      } finally {
        underWay -= 1;
      }
    },
    async listCodes() {
      return script.matching ?? codes;
    },
  };
  return { processor, calls, acceptedTimes, status, release, mostAtOnce: () => mostAtOnce };
}

const codesOf = (count: number) => Array.from({ length: count }, (_, index) => `PR-${String(index).padStart(3, '0')}`);
const en = i18nObject('en');

describe('payout processing flow', () => {
  it('sends every request once in chunks, a few calls at a time, and reports each outcome and the summary', async () => {
    const codes = codesOf(10);
    const platform = platformDouble(codes, {
      refuse: { 'PR-002': 'Seller does not have an active status', 'PR-007': 'Insufficient' },
    });
    const run = startPayoutProcessing(
      { processor: platform.processor },
      { selection: { codes }, chunkSize: 3, concurrency: 2 },
    );
    const seen: number[] = [];
    run.subscribe((progress) => seen.push(progress.done));
    const summary = await run.finished();
    expect(summary).toEqual({ total: 10, accepted: 8, skipped: 0, failed: 2, serverError: false });
    expect(summaryMessages(en, summary)).toEqual(['2 of 10 requests have failed']);
    expect(platform.calls.map((call) => call.codes.length)).toEqual([3, 3, 3, 1]);
    expect(platform.calls.flatMap((call) => call.codes).sort()).toEqual(codes);
    expect(platform.mostAtOnce()).toBe(2);
    expect(new Set(platform.calls.map((call) => call.key)).size).toBe(4);
    const progress = run.progress();
    expect(progress.phase).toBe('finished');
    expect(progress.items.find((item) => item.code === 'PR-002')).toMatchObject({
      state: 'failed',
      reason: 'Seller does not have an active status',
    });
    expect(progress.items.filter((item) => item.state === 'accepted')).toHaveLength(8);
    // Live progress went up chunk by chunk to every request.
    expect(seen.at(-1)).toBe(10);
    expect(seen.filter((done, index) => index > 0 && done < (seen[index - 1] ?? 0))).toEqual([]);
  });

  it('says nothing failed when every request went through', async () => {
    const codes = codesOf(4);
    const run = startPayoutProcessing({ processor: platformDouble(codes).processor }, { selection: { codes } });
    const summary = await run.finished();
    expect(summary).toMatchObject({ accepted: 4, failed: 0 });
    expect(summaryMessages(en, summary)).toEqual([]);
  });

  it('counts a call without a report as a server-side error, then retries only the failed requests', async () => {
    const codes = codesOf(9);
    const platform = platformDouble(codes, { failCallsWith: { 'PR-004': 1 }, refuse: { 'PR-008': 'Insufficient' } });
    const run = startPayoutProcessing(
      { processor: platform.processor },
      { selection: { codes }, chunkSize: 3, concurrency: 3 },
    );
    const first = await run.finished();
    expect(first).toEqual({ total: 9, accepted: 5, skipped: 0, failed: 4, serverError: true });
    expect(summaryMessages(en, first)).toEqual(['There was an error server-side', '4 of 9 requests have failed']);
    const callsBefore = platform.calls.length;

    run.retryFailed();
    const second = await run.finished();
    const retried = platform.calls.slice(callsBefore).flatMap((call) => call.codes);
    expect(retried.sort()).toEqual(['PR-003', 'PR-004', 'PR-005', 'PR-008']);
    expect(second).toEqual({ total: 9, accepted: 8, skipped: 0, failed: 1, serverError: false });
    // The platform does not process a failed request again: it stays failed with its reason.
    expect(run.progress().items.find((item) => item.code === 'PR-008')).toMatchObject({
      state: 'failed',
      reason: 'Insufficient',
    });
    expect([...platform.acceptedTimes.values()].every((times) => times === 1)).toBe(true);
    expect(summaryMessages(en, second)).toEqual(['1 of 9 requests have failed']);
  });

  it('offers no retry when nothing failed', async () => {
    const codes = codesOf(2);
    const platform = platformDouble(codes);
    const run = startPayoutProcessing({ processor: platform.processor }, { selection: { codes } });
    await run.finished();
    run.retryFailed();
    expect(run.progress().phase).toBe('finished');
    expect(platform.calls).toHaveLength(1);
  });

  it('resumes a closed run under the same keys: nothing is processed twice and the outcomes are exact', async () => {
    const codes = codesOf(12);
    const platform = platformDouble(codes, { holdCallsWith: 'PR-009' });
    const input = { selection: { codes }, chunkSize: 3, concurrency: 2, runId: 'run-1' };
    const first = startPayoutProcessing({ processor: platform.processor }, input);
    // Close the run while the call carrying PR-009 is under way and the others have answered.
    await new Promise<void>((resolve) => {
      const stop = first.subscribe((progress) => {
        if (progress.done === 9) {
          stop();
          resolve();
        }
      });
    });
    first.close();
    platform.release();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const reopened = startPayoutProcessing({ processor: platform.processor }, input);
    const summary = await reopened.finished();
    expect(summary).toEqual({ total: 12, accepted: 12, skipped: 0, failed: 0, serverError: false });
    expect([...platform.acceptedTimes.values()]).toEqual(Array(12).fill(1));
    // The same chunks went under the same keys, so the platform answered its first reports.
    const keys = platform.calls.map((call) => call.key);
    expect(new Set(keys).size).toBe(4);
  });

  it('skips what an earlier run with other keys already processed, and stops and resumes within a run', async () => {
    const codes = codesOf(6);
    const platform = platformDouble(codes);
    const earlier = startPayoutProcessing(
      { processor: platform.processor },
      { selection: { codes: codes.slice(0, 3) } },
    );
    await earlier.finished();

    const run = startPayoutProcessing(
      { processor: platform.processor },
      { selection: { codes }, chunkSize: 2, concurrency: 1 },
    );
    await waitFor(run.actor, (snapshot) => snapshot.matches('processing'));
    run.stop();
    expect(run.progress().phase).toBe('stopped');
    run.resume();
    const summary = await run.finished();
    expect(summary).toEqual({ total: 6, accepted: 3, skipped: 3, failed: 0, serverError: false });
    expect(
      run
        .progress()
        .items.slice(0, 3)
        .map((item) => [item.state, item.reason]),
    ).toEqual([
      ['skipped', 'already ACCEPTED'],
      ['skipped', 'already ACCEPTED'],
      ['skipped', 'already ACCEPTED'],
    ]);
    expect([...platform.acceptedTimes.values()]).toEqual(Array(6).fill(1));
  });

  it('processes every request matching a filter, each once, and reports the rate', async () => {
    const codes = codesOf(5);
    const platform = platformDouble(codes, { matching: ['PR-001', 'PR-003', 'PR-001', ' PR-004 '] });
    let clock = 0;
    const run = startPayoutProcessing(
      {
        processor: platform.processor,
        now: () => {
          clock += 500;
          return clock;
        },
      },
      { selection: { filter: { status: 'WAITING' } } },
    );
    const summary = await run.finished();
    expect(summary.total).toBe(3);
    expect(platform.calls.flatMap((call) => call.codes)).toEqual(['PR-001', 'PR-003', 'PR-004']);
    // 3 requests answered in one call, half a second after the pass started.
    expect(run.progress().rate).toBe(6);
  });

  it('lets the user try again when the filter cannot be resolved', async () => {
    let attempts = 0;
    const processor: PayoutProcessor = {
      process: () => Promise.reject(new Error('not called')),
      async listCodes() {
        attempts += 1;
        if (attempts === 1) throw new Error('503');
        return [];
      },
    };
    const run = startPayoutProcessing({ processor }, { selection: { filter: {} } });
    await expect(run.finished()).rejects.toThrow();
    expect(run.progress().phase).toBe('resolveFailed');
    run.actor.send({ type: 'retryResolve' });
    expect(await run.finished()).toEqual({ total: 0, accepted: 0, skipped: 0, failed: 0, serverError: false });
  });
});
