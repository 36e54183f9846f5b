import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { oidcModels } from '../db/schema/index.ts';

/**
 * Keeps the embedded provider's sessions, interactions, grants and codes in the database, so a
 * restart keeps users signed in and several processes on one PostgreSQL share them.
 */
export function databaseAdapter(database: Database): AdapterFactory {
  return (model: string): Adapter => {
    const ofModel = (condition: SQL) => and(eq(oidcModels.model, model), condition);
    const findWhere = async (condition: SQL | undefined): Promise<AdapterPayload | undefined> => {
      const [row] = await database.db
        .select()
        .from(oidcModels)
        .where(and(condition, or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date()))))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const columns = {
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await database.transaction((tx) =>
          tx
            .insert(oidcModels)
            .values({ model, id, ...columns })
            .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: columns }),
        );
      },
      find: (id) => findWhere(ofModel(eq(oidcModels.id, id))),
      findByUserCode: (userCode) => findWhere(ofModel(eq(oidcModels.userCode, userCode))),
      findByUid: (uid) => findWhere(ofModel(eq(oidcModels.uid, uid))),
      async consume(id) {
        await database.transaction((tx) =>
          tx
            .update(oidcModels)
            .set({ consumedAt: new Date() })
            .where(ofModel(eq(oidcModels.id, id))),
        );
      },
      async destroy(id) {
        await database.transaction((tx) => tx.delete(oidcModels).where(ofModel(eq(oidcModels.id, id))));
      },
      async revokeByGrantId(grantId) {
        await database.transaction((tx) => tx.delete(oidcModels).where(eq(oidcModels.grantId, grantId)));
      },
    };
  };
}

/** Forgets artefacts past their expiry; run at start so the table does not grow without end. */
export async function deleteExpiredOidcModels(database: Database): Promise<void> {
  await database.transaction((tx) => tx.delete(oidcModels).where(lt(oidcModels.expiresAt, new Date())));
}
