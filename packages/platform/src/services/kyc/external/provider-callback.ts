import { providerCallbackSchema } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Database } from '../../../db/database.ts';
import { accountHolders, externalKycVerifications, kycProviderEvents } from '../../../db/schema/index.ts';
import { ApiProblem, badRequest, conflict, notFound } from '../../../http/api-problem.ts';
import { kycMessages as messages } from '../kyc-messages.ts';
import { callbackToleranceSeconds, providerSecret, signatureMatches } from './provider-signature.ts';

/** The sandbox provider's name, in the history's provider column and as its secret's key. */
export const sandboxProvider = 'SANDBOX_ID';

export interface SignedCallback {
  /** The raw body as sent: the signature is over these exact bytes. */
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
}

const unauthorized = (message: string) => new ApiProblem(401, message);

/**
 * A provider's callback: refused unless signed with the shared secret (401), dated within five minutes of now
 * (401) and new (a replayed event id: 409). A taken message updates the seller's external verification; the
 * outcome puts the seller's KYC check back to review for the analyst.
 */
export async function receiveProviderCallback(database: Database, callback: SignedCallback, now: Date) {
  if (!callback.signature || !callback.timestamp) throw unauthorized(messages.callbackUnsigned);
  const timestamp = Number(callback.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > callbackToleranceSeconds) {
    throw unauthorized(messages.callbackStale);
  }
  const secret = await providerSecret(database.db, sandboxProvider);
  if (!signatureMatches(secret, timestamp, callback.body, callback.signature)) {
    throw unauthorized(messages.callbackBadSignature);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(callback.body);
  } catch {
    throw badRequest(messages.callbackBadSignature);
  }
  const message = providerCallbackSchema.parse(parsed);
  await database.transaction(async (tx) => {
    const [verification] = await tx
      .select()
      .from(externalKycVerifications)
      .where(eq(externalKycVerifications.verificationId, message.verificationId))
      .for('update');
    if (!verification) throw notFound(messages.verificationNotFound({ verificationId: message.verificationId }));
    const [taken] = await tx
      .insert(kycProviderEvents)
      .values({ eventId: message.eventId, verificationId: message.verificationId })
      .onConflictDoNothing()
      .returning();
    if (!taken) throw conflict(messages.callbackReplayed);
    await tx
      .update(externalKycVerifications)
      .set({
        status: message.status,
        externalReference: message.externalReference,
        messageCount: sql`${externalKycVerifications.messageCount} + ${message.messageCount}`,
        lastUpdate: now,
      })
      .where(eq(externalKycVerifications.verificationId, message.verificationId));
    if (message.status !== 'IN_REVIEW') {
      await tx
        .update(accountHolders)
        .set({ kycStatus: 'REVIEW', updatedAt: now })
        .where(eq(accountHolders.code, verification.accountHolderCode));
    }
    await recordAudit(tx, {
      actorEmail: verification.provider,
      action: 'providerCallback',
      entityType: 'externalKycVerification',
      entityId: verification.verificationId,
      before: { status: verification.status },
      after: { status: message.status, externalReference: message.externalReference, eventId: message.eventId },
    });
  });
}
