import { z } from 'zod';
import { calendarDateSchema, countryCodeSchema, emailSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';
import { organizationDocumentSchema, personalDocumentSchema } from './document.ts';
import { legalFormSchema } from './legal-form.ts';
import { uboSchema } from './ubo.ts';

export const addressSchema = z
  .object({
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    houseNumberAddition: z.string().nullable(),
    zipcode: z.string().nullable(),
    city: z.string().nullable(),
    country: countryCodeSchema.nullable(),
  })
  .meta({ id: 'Address' });

/**
 * Who a seller is (spec section 3), as an individual or an organization. `type` and `email` are the seller's
 * legal form and e-mail; fields the seller has not given yet are null.
 */
export const identitySchema = z
  .object({
    type: legalFormSchema,
    legalName: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: emailSchema,
    phone: z.string().nullable(),
    dateOfBirth: calendarDateSchema.nullable(),
    countryOfBirth: countryCodeSchema.nullable(),
    nationality: countryCodeSchema.nullable(),
    address: addressSchema,
    registrationNumber: z.string().nullable(),
    taxNumber: z.string().nullable(),
    externalReference: z.string().nullable(),
    ubos: z.array(uboSchema),
    documents: z.object({
      personal: z.array(personalDocumentSchema),
      organization: z.array(organizationDocumentSchema),
    }),
  })
  .meta({ id: 'Identity' });

export const invalidPhoneMessage = wireMessages.invalidPhone;

const optionalField = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const text = () => z.string().trim().min(1);

export const addressInputSchema = z
  .object({
    street: optionalField(text()),
    houseNumber: optionalField(text()),
    houseNumberAddition: optionalField(text()),
    zipcode: optionalField(text()),
    city: optionalField(text()),
    country: optionalField(countryCodeSchema),
  })
  .meta({ id: 'AddressInput' });

/** Identity fields a caller sets: only the fields sent change; null clears one. */
export const identityInputSchema = z
  .object({
    legalName: optionalField(text()),
    firstName: optionalField(text()),
    lastName: optionalField(text()),
    phone: optionalField(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, invalidPhoneMessage),
    ),
    dateOfBirth: optionalField(calendarDateSchema),
    countryOfBirth: optionalField(countryCodeSchema),
    nationality: optionalField(countryCodeSchema),
    address: addressInputSchema.optional(),
    registrationNumber: optionalField(text()),
    taxNumber: optionalField(text()),
    externalReference: optionalField(text()),
  })
  .meta({ id: 'IdentityInput' });

/**
 * Identity fields a KYC check has verified: changing one moves the seller to IN_PROGRESS and needs a new KYC
 * check, which may cost money (spec section 4).
 */
export const kycSensitiveIdentityFields = [
  'legalName',
  'firstName',
  'lastName',
  'dateOfBirth',
  'countryOfBirth',
  'nationality',
  'address',
  'registrationNumber',
  'taxNumber',
] as const satisfies ReadonlyArray<keyof IdentityInput>;

export type Address = z.infer<typeof addressSchema>;
export type Identity = z.infer<typeof identitySchema>;
export type IdentityInput = z.input<typeof identityInputSchema>;
export type KycSensitiveIdentityField = (typeof kycSensitiveIdentityFields)[number];
