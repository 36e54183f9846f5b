import type { ExternalKycStatus } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { accountHolders, externalKycVerifications } from '../../../db/schema/index.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import { receiveProviderCallback, sandboxProvider } from './provider-callback.ts';
import { providerSecret, signCallback } from './provider-signature.ts';

/** Seconds the sandbox provider takes to pick a request up, and then to finish its check. */
export const sandboxPickUpSeconds = 3;
export const sandboxCheckSeconds = 5;

/** The sandbox rejects a seller whose name says so ('Reject Me BV'); it verifies every other one. */
const outcomeFor = (sellerName: string): ExternalKycStatus => (/reject/i.test(sellerName) ? 'REJECTED' : 'VERIFIED');

/**
 * The sandbox verification provider, behaving like a real one: it answers asynchronously through signed
 * callbacks, first that it is reviewing (step 1), seconds later its outcome (step 2). Each message is signed
 * with the shared secret and taken through the same check as a callback over HTTP. A step whose message was
 * already taken does nothing, so a retried job sends nothing twice.
 */
export const sandboxKycProvider = defineJob<{ verificationId: string; step: 1 | 2 }>({
  kind: 'kyc.sandboxProvider',
  maxAttempts: 8,
  async run({ verificationId, step }, { database, now }) {
    const [found] = await database.db
      .select({ verification: externalKycVerifications, sellerName: accountHolders.name })
      .from(externalKycVerifications)
      .innerJoin(accountHolders, eq(accountHolders.code, externalKycVerifications.accountHolderCode))
      .where(eq(externalKycVerifications.verificationId, verificationId));
    if (!found) return;
    const expected = step === 1 ? 'REQUESTED' : 'IN_REVIEW';
    if (found.verification.status !== expected) return;
    const message = {
      eventId: `${verificationId}-${step}`,
      verificationId,
      status: step === 1 ? ('IN_REVIEW' as const) : outcomeFor(found.sellerName),
      externalReference: `SBX-${verificationId.slice(4)}`,
      messageCount: 1,
    };
    const body = JSON.stringify(message);
    const timestamp = Math.floor(now.getTime() / 1000);
    const signature = signCallback(await providerSecret(database.db, sandboxProvider), timestamp, body);
    await receiveProviderCallback(database, { body, timestamp: String(timestamp), signature }, now);
    if (step === 1) {
      await database.transaction((tx) =>
        enqueueJob(
          tx,
          sandboxKycProvider,
          { verificationId, step: 2 },
          { runAt: new Date(now.getTime() + sandboxCheckSeconds * 1000), key: `${verificationId}-2` },
        ),
      );
    }
  },
});
