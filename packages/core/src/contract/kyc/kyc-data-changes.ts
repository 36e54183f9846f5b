import { z } from 'zod';
import type { Identity } from '../account-owner/identity.ts';

/** One field of a seller's KYC data, named by its path, e.g. `address.city` or `ubos.UBO-1.lastName`. */
export const kycDataChangeSchema = z
  .object({
    field: z.string(),
    before: z.string().nullable(),
    after: z.string().nullable(),
  })
  .meta({ id: 'KycDataChange' });

/** What changed in the seller's KYC data since the previous decision (spec section 3: new, updated, removed). */
export const kycDataChangesSchema = z
  .object({
    new: z.array(kycDataChangeSchema),
    updated: z.array(kycDataChangeSchema),
    removed: z.array(kycDataChangeSchema),
  })
  .meta({ id: 'KycDataChanges' });

/** A seller's KYC data as flat field paths and their text, the form decisions are compared in. */
export type KycDataSnapshot = Record<string, string>;

/** Bookkeeping, not KYC data: when a record was stored is no change a decision looks at. */
const bookkeeping = new Set(['createdAt', 'updatedAt', 'uploadedAt']);

function flatten(prefix: string, value: unknown, into: KycDataSnapshot): void {
  if (value === null || value === undefined) return;
  if (typeof value !== 'object') {
    into[prefix] = String(value);
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!bookkeeping.has(key)) flatten(prefix ? `${prefix}.${key}` : key, inner, into);
  }
}

/**
 * The KYC data of a seller's identity: its own fields, each UBO by code and each document by code with its
 * files' names, without bookkeeping dates. Empty fields are left out, so filling one in reads as new and clearing
 * one as removed.
 */
export function kycDataSnapshot(identity: Identity): KycDataSnapshot {
  const snapshot: KycDataSnapshot = {};
  const { ubos, documents, ...own } = identity;
  flatten('', own, snapshot);
  for (const ubo of ubos) {
    const { code, ...fields } = ubo;
    flatten(`ubos.${code}`, fields, snapshot);
  }
  for (const document of documents.personal) {
    const { code, photos, ...fields } = document;
    flatten(`documents.${code}`, { ...fields, photos: photos.map((photo) => photo.fileName).join(', ') }, snapshot);
  }
  for (const document of documents.organization) {
    const { code, file, ...fields } = document;
    flatten(`documents.${code}`, { ...fields, file: file?.fileName }, snapshot);
  }
  return snapshot;
}

/** The changes from one snapshot to the next; with no previous decision, everything is new. */
export function diffKycData(previous: KycDataSnapshot | null, current: KycDataSnapshot): KycDataChanges {
  const before = previous ?? {};
  const changes: KycDataChanges = { new: [], updated: [], removed: [] };
  for (const [field, after] of Object.entries(current)) {
    const earlier = before[field];
    if (earlier === undefined) changes.new.push({ field, before: null, after });
    else if (earlier !== after) changes.updated.push({ field, before: earlier, after });
  }
  for (const [field, earlier] of Object.entries(before)) {
    if (current[field] === undefined) changes.removed.push({ field, before: earlier, after: null });
  }
  return changes;
}

export type KycDataChange = z.infer<typeof kycDataChangeSchema>;
export type KycDataChanges = z.infer<typeof kycDataChangesSchema>;
