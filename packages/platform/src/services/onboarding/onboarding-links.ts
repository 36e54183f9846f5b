import { randomUUID } from 'node:crypto';
import type { OnboardingLink } from '@ops/core/contract';
import { defaultLinkLifetimeHours } from '@ops/core/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { accountHolders, onboardingLinks } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import type { AccountHolderRow } from '../account-owner/scope.ts';
import { hostedOnboardingConfigRow } from './hosted-onboarding-config.ts';
import { readLinkToken, signLinkToken } from './onboarding-link-token.ts';

const hourMs = 3_600_000;

/** Where a link's page is served, outside `/api/`: the seller has no ops token. */
export const hostedPagePath = '/onboarding';

/**
 * A new link to the seller's hosted onboarding page, working once until the division's link lifetime ends. The
 * seller's hosted-onboarding URL becomes this link, and it is the seller's one live link: the older ones still
 * unused expire now. The seller's row is written first, so two links made at once for one seller take turns.
 */
export async function createOnboardingLink(
  tx: Transaction,
  seller: AccountHolderRow,
  { caller, action, publicUrl }: { caller: Caller; action: string; publicUrl: string },
): Promise<OnboardingLink> {
  const config = await hostedOnboardingConfigRow(tx, seller.divisionCode);
  const lifetimeHours = config?.linkLifetimeHours ?? defaultLinkLifetimeHours;
  const linkId = randomUUID();
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + lifetimeHours * hourMs);
  const token = await signLinkToken(tx, { linkId, accountHolderCode: seller.code }, expiresAt);
  const url = `${publicUrl}${hostedPagePath}/${token}`;
  await tx.update(accountHolders).set({ hostedOnboardingUrl: url }).where(eq(accountHolders.code, seller.code));
  await tx
    .update(onboardingLinks)
    .set({ expiresAt: createdAt })
    .where(
      and(
        eq(onboardingLinks.accountHolderCode, seller.code),
        isNull(onboardingLinks.usedAt),
        gt(onboardingLinks.expiresAt, createdAt),
      ),
    );
  await tx.insert(onboardingLinks).values({
    id: linkId,
    accountHolderCode: seller.code,
    createdBy: caller.email,
    createdAt,
    expiresAt,
  });
  await recordAudit(tx, {
    actorEmail: caller.email,
    action,
    entityType: 'accountHolder',
    entityId: seller.code,
    before: { hostedOnboardingUrl: seller.hostedOnboardingUrl },
    after: { hostedOnboardingUrl: url, linkId, expiresAt: expiresAt.toISOString() },
  });
  return { accountHolderCode: seller.code, url, expiresAt: expiresAt.toISOString() };
}

export type LinkRefusal = 'tampered' | 'expired' | 'used';

export type LinkCheck =
  | { ok: true; linkId: string; seller: AccountHolderRow; expiresAt: Date }
  | { ok: false; reason: LinkRefusal };

/**
 * Whether a link's token may still be used, and for which seller: its signature must hold and name a link the
 * platform made for that seller, not expired (by the token and by the link), not used, the seller not deleted.
 */
export async function checkOnboardingLink(db: Queryable, token: string, now = new Date()): Promise<LinkCheck> {
  const reading = await readLinkToken(db, token, now);
  if (!reading.ok) return reading;
  const [found] = await db
    .select({ link: onboardingLinks, seller: accountHolders })
    .from(onboardingLinks)
    .innerJoin(accountHolders, eq(accountHolders.code, onboardingLinks.accountHolderCode))
    .where(eq(onboardingLinks.id, reading.claims.linkId));
  if (!found || found.link.accountHolderCode !== reading.claims.accountHolderCode) {
    return { ok: false, reason: 'tampered' };
  }
  if (found.link.usedAt || found.seller.deletedAt) return { ok: false, reason: 'used' };
  if (found.link.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, linkId: found.link.id, seller: found.seller, expiresAt: found.link.expiresAt };
}

/**
 * Takes the link for one submission: true for exactly one caller, while it is unused and unexpired. Called in the
 * submission's transaction, so a refused submission leaves the link usable.
 */
export async function claimOnboardingLink(tx: Transaction, linkId: string, now = new Date()): Promise<boolean> {
  const claimed = await tx
    .update(onboardingLinks)
    .set({ usedAt: now })
    .where(and(eq(onboardingLinks.id, linkId), isNull(onboardingLinks.usedAt), gt(onboardingLinks.expiresAt, now)))
    .returning({ id: onboardingLinks.id });
  return claimed.length === 1;
}
