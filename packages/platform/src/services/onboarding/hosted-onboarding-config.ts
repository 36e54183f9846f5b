import {
  defaultLinkLifetimeHours,
  defaultPrimaryColor,
  type HostedOnboardingConfig,
  type HostedOnboardingLogo,
  type hostedOnboardingConfigInputSchema,
} from '@ops/core/contract';
import { checkOnboardingLogo } from '@ops/core/validation';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { hostedOnboardingConfigs } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import { invalidField } from '../account-owner/invalid-field.ts';
import type { DivisionRow } from '../account-owner/scope.ts';
import { readImageSize } from './logo-image.ts';
import { onboardingMessages as messages } from './onboarding-messages.ts';

export type HostedOnboardingConfigRow = typeof hostedOnboardingConfigs.$inferSelect;
type ConfigInput = z.output<typeof hostedOnboardingConfigInputSchema>;

export function logoOf(row: HostedOnboardingConfigRow | undefined): HostedOnboardingLogo | null {
  if (!row?.logo || !row.logoContentType || !row.logoWidth || !row.logoHeight) return null;
  return {
    contentType: row.logoContentType,
    width: row.logoWidth,
    height: row.logoHeight,
    size: row.logo.byteLength,
    dataUrl: `data:${row.logoContentType};base64,${Buffer.from(row.logo).toString('base64')}`,
  };
}

export async function hostedOnboardingConfigRow(
  db: Queryable,
  divisionCode: string,
): Promise<HostedOnboardingConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(hostedOnboardingConfigs)
    .where(eq(hostedOnboardingConfigs.divisionCode, divisionCode));
  return row;
}

/** A division's settings as the contract shows them; a division never configured has the defaults. */
export async function readHostedOnboardingConfig(
  db: Queryable,
  division: DivisionRow,
): Promise<HostedOnboardingConfig> {
  const row = await hostedOnboardingConfigRow(db, division.code);
  return {
    merchantCode: division.merchantCode,
    divisionCode: division.code,
    primaryColor: row?.primaryColor ?? defaultPrimaryColor,
    logo: logoOf(row),
    redirectUrl: row?.redirectUrl ?? null,
    linkLifetimeHours: row?.linkLifetimeHours ?? defaultLinkLifetimeHours,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** What the audit trail keeps of the settings: the logo by its type and size, not its bytes. */
const audited = ({ logo, ...config }: HostedOnboardingConfig) => ({
  ...config,
  logo: logo && { contentType: logo.contentType, width: logo.width, height: logo.height, size: logo.size },
});

async function writeConfig(
  tx: Transaction,
  division: DivisionRow,
  columns: Partial<typeof hostedOnboardingConfigs.$inferInsert>,
  audit: { caller: Caller; action: string },
): Promise<HostedOnboardingConfig> {
  const before = await readHostedOnboardingConfig(tx, division);
  const values = {
    divisionCode: division.code,
    primaryColor: before.primaryColor,
    linkLifetimeHours: before.linkLifetimeHours,
    ...columns,
    updatedAt: new Date(),
  };
  await tx
    .insert(hostedOnboardingConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: hostedOnboardingConfigs.divisionCode,
      set: { ...columns, updatedAt: values.updatedAt },
    });
  const after = await readHostedOnboardingConfig(tx, division);
  await recordAudit(tx, {
    actorEmail: audit.caller.email,
    action: audit.action,
    entityType: 'hostedOnboardingConfig',
    entityId: division.code,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

/** PUT: the colour, redirect URL and link lifetime; the logo stays. */
export function saveHostedOnboardingConfig(
  tx: Transaction,
  division: DivisionRow,
  input: ConfigInput,
  audit: { caller: Caller; action: string },
): Promise<HostedOnboardingConfig> {
  return writeConfig(tx, division, input, audit);
}

/**
 * Replaces the logo after reading its bytes: a PNG, JPEG or WebP image, under 200 kB and no larger than 400px by
 * 80px (spec section 5). A refused logo changes nothing.
 */
export async function saveHostedOnboardingLogo(
  tx: Transaction,
  division: DivisionRow,
  file: File,
  audit: { caller: Caller; action: string },
): Promise<HostedOnboardingConfig> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = readImageSize(bytes);
  if (!image) throw invalidField('logo', messages.logoWrongType);
  const checked = checkOnboardingLogo({ bytes: bytes.byteLength, width: image.width, height: image.height });
  if (!checked.ok)
    throw invalidField('logo', checked.message === 'logoTooHeavy' ? messages.logoTooHeavy : messages.logoTooLarge);
  return writeConfig(
    tx,
    division,
    { logo: bytes, logoContentType: image.contentType, logoWidth: image.width, logoHeight: image.height },
    audit,
  );
}
