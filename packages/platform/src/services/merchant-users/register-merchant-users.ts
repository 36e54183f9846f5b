import { merchantUserRoutes as routes, storedEmail } from '@ops/core/contract';
import { and, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { merchantUsers } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { findDemoAccount } from '../../identity/demo-accounts.ts';
import { issuePasswordReset, passwordResetLifetimeMinutes, passwordResetPath } from '../../identity/password-resets.ts';
import { sendMail } from '../../mail/index.ts';
import { containsPattern } from '../account-owner/like-pattern.ts';
import { requireMerchant } from '../account-owner/scope.ts';
import type { ServiceParts } from '../service-parts.ts';
import { merchantUserMessages as messages } from './merchant-user-messages.ts';
import { requireMerchantUser, toMerchantUser } from './merchant-user-rows.ts';
import { passwordResetMail } from './password-reset-mail.ts';

const entityType = 'merchantUser';

/**
 * A merchant's users (prefix `onboarding-api`): accounts of the embedded identity provider (`merchant_users`).
 * Usernames and e-mail addresses are unique across merchants and the demo accounts, since all of them sign in at the
 * one provider. CRUD is audited as `merchantUser`.
 *
 * The reset call stores a link (`identity/password-resets.ts`: SHA-256 of 256 random bits, 60 minutes, once, a newer
 * one replaces it) and e-mails it (`ServiceParts`' mail); `identity/password-reset-routes.ts` serves
 * `/password-reset/{token}` (rules in `password-rules.ts`, scrypt in `password-hash.ts`, en and nl). The sign-in page
 * has a username-or-e-mail and password form (`identity/merchant-user-accounts.ts`, same answer for unknown name and
 * wrong password); `findAccount` knows them by `sub`; `isOpsStaff` goes by the demo account's `sub`, so a merchant user
 * gets 403 and the Unauthorised screen. With an external issuer there is no embedded provider: the reset call answers
 * 409 and `/password-reset/*` is not mounted.
 */
export function registerMerchantUsers(app: PlatformApp, database: Database, parts: ServiceParts): void {
  mountRoute(app, routes.listMerchantUsers, async ({ params, query }) => {
    await requireMerchant(database.db, params.merchantCode);
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      eq(merchantUsers.merchantCode, params.merchantCode),
      pattern
        ? or(
            ilike(merchantUsers.username, pattern),
            ilike(merchantUsers.email, pattern),
            ilike(merchantUsers.firstName, pattern),
            ilike(merchantUsers.lastName, pattern),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      database.db
        .select()
        .from(merchantUsers)
        .where(where)
        .orderBy(desc(merchantUsers.createdAt), desc(merchantUsers.id))
        .limit(query.limit)
        .offset(query.page * query.limit),
      database.db.select({ value: count() }).from(merchantUsers).where(where),
    ]);
    return {
      elements: rows.map(toMerchantUser),
      pageNumber: query.page,
      pageSize: query.limit,
      totalCount: total?.value ?? 0,
    };
  });

  mountRoute(app, routes.createMerchantUser, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      await requireMerchant(tx, params.merchantCode);
      const [taken] = await tx
        .select({ id: merchantUsers.id })
        .from(merchantUsers)
        .where(eq(merchantUsers.username, body.username));
      if (taken) throw conflict(messages.usernameTaken, [{ field: 'username', message: messages.usernameTaken }]);
      const email = storedEmail(body.email);
      await refuseTakenEmail(tx, email);
      const [row] = await tx
        .insert(merchantUsers)
        .values({ id: `MU-${crypto.randomUUID()}`, merchantCode: params.merchantCode, ...body, email })
        .returning();
      if (!row) throw new Error('the merchant user was not inserted');
      const user = toMerchantUser(row);
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.createMerchantUser.id,
        entityType,
        entityId: row.username,
        before: null,
        after: user,
      });
      return user;
    }),
  );

  mountRoute(app, routes.updateMerchantUser, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const before = await requireMerchantUser(tx, params);
      const change = body.email === undefined ? body : { ...body, email: storedEmail(body.email) };
      if (change.email !== undefined) await refuseTakenEmail(tx, change.email, before.id);
      const [row] = await tx.update(merchantUsers).set(change).where(eq(merchantUsers.id, before.id)).returning();
      if (!row) throw new Error('the merchant user was not updated');
      const user = toMerchantUser(row);
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.updateMerchantUser.id,
        entityType,
        entityId: row.username,
        before: toMerchantUser(before),
        after: user,
      });
      return user;
    }),
  );

  mountRoute(app, routes.deleteMerchantUser, async ({ params, caller }) => {
    await database.transaction(async (tx) => {
      const user = await requireMerchantUser(tx, params);
      await tx.delete(merchantUsers).where(eq(merchantUsers.id, user.id));
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.deleteMerchantUser.id,
        entityType,
        entityId: user.username,
        before: toMerchantUser(user),
        after: null,
      });
    });
    return undefined;
  });

  mountRoute(app, routes.sendMerchantUserPasswordReset, async ({ params, caller }) => {
    if (!parts.embeddedIdentity) throw conflict(messages.passwordSignInUnavailable);
    // The link is stored and audited first; if the e-mail then fails, the caller hears so and sends again, which
    // makes a new link (and the unsent one stops working).
    const { mail, expiresAt } = await database.transaction(async (tx) => {
      const user = await requireMerchantUser(tx, params);
      if (!user.email) throw badRequest(messages.noEmail, [{ field: 'email', message: messages.noEmail }]);
      const merchant = await requireMerchant(tx, params.merchantCode);
      const reset = await issuePasswordReset(tx, user.id);
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.sendMerchantUserPasswordReset.id,
        entityType,
        entityId: user.username,
        before: null,
        after: { sentTo: user.email, expiresAt: reset.expiresAt.toISOString() },
      });
      return {
        expiresAt: reset.expiresAt,
        mail: passwordResetMail({
          to: user.email,
          firstName: user.firstName,
          username: user.username,
          merchantName: merchant.displayName,
          link: `${parts.publicUrl}${passwordResetPath}/${reset.token}`,
          lifetimeMinutes: passwordResetLifetimeMinutes,
        }),
      };
    });
    await sendMail(parts.mail, mail, parts.logger);
    return { sentTo: mail.to, expiresAt: expiresAt.toISOString() };
  });
}

/** An e-mail address names one account of the provider: another merchant user's or a demo account's is refused. */
async function refuseTakenEmail(db: Queryable, email: string | null, exceptUserId?: string): Promise<void> {
  if (email === null) return;
  const [other] = await db
    .select({ id: merchantUsers.id })
    .from(merchantUsers)
    .where(and(eq(merchantUsers.email, email), exceptUserId ? ne(merchantUsers.id, exceptUserId) : undefined));
  if (other || findDemoAccount(email)) {
    throw conflict(messages.emailTaken, [{ field: 'email', message: messages.emailTaken }]);
  }
}
