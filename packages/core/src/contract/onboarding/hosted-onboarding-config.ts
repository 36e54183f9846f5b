import { z } from 'zod';
import { divisionParamsSchema } from '../account-owner/division.ts';
import { codeSchema, timestampSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';

/** The image types a logo may be: those whose size the platform reads from their bytes. */
export const logoContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A new division's colour until the merchant chooses its own. */
export const defaultPrimaryColor = '#1d6b5a';
/** How long a generated link works unless the division says otherwise, in hours. */
export const defaultLinkLifetimeHours = 72;
export const maxLinkLifetimeHours = 720;

/** Spec section 5: 'Color must be a valid hex code' ('#rgb' or '#rrggbb'). */
export const primaryColorSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, wireMessages.invalidHexColor)
  .transform((color) => color.toLowerCase());

const redirectUrlSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: wireMessages.invalidUrl }));

export const hostedOnboardingLogoSchema = z
  .object({
    contentType: z.enum(logoContentTypes),
    width: z.int().min(1),
    height: z.int().min(1),
    size: z.int().min(1).describe('Size in bytes'),
    /** The image itself, for a preview: at most 200 kB of bytes. */
    dataUrl: z.string().startsWith('data:image/'),
  })
  .meta({ id: 'HostedOnboardingLogo' });

/** Spec section 3: hosted onboarding settings (primary colour, logo, redirect URL, expiration time). */
export const hostedOnboardingConfigSchema = z
  .object({
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    primaryColor: z.string(),
    logo: hostedOnboardingLogoSchema.nullable(),
    /** Where the seller goes after submitting; null: a thank-you page of the platform's own. */
    redirectUrl: z.string().nullable(),
    /** How long a generated link works. */
    linkLifetimeHours: z.int().min(1).max(maxLinkLifetimeHours),
    updatedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'HostedOnboardingConfig' });

/** PUT: the whole configuration but the logo, which has its own call. */
export const hostedOnboardingConfigInputSchema = z
  .object({
    primaryColor: primaryColorSchema,
    redirectUrl: redirectUrlSchema.nullable(),
    linkLifetimeHours: z.int().min(1).max(maxLinkLifetimeHours),
  })
  .meta({ id: 'HostedOnboardingConfigInput' });

/** POST .../config/logo (multipart): the image whose bytes are checked (under 200 kB, at most 400 × 80 px). */
export const hostedOnboardingLogoUploadSchema = z.object({ logo: z.file() });

export const hostedOnboardingParamsSchema = divisionParamsSchema;

export type HostedOnboardingConfig = z.infer<typeof hostedOnboardingConfigSchema>;
export type HostedOnboardingConfigInput = z.input<typeof hostedOnboardingConfigInputSchema>;
export type HostedOnboardingLogo = z.infer<typeof hostedOnboardingLogoSchema>;
export type LogoContentType = (typeof logoContentTypes)[number];
