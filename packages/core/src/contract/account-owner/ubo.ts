import { z } from 'zod';
import { calendarDateSchema, codeSchema, countryCodeSchema, requiredMessage } from '../primitives.ts';
import { legalFormSchema } from './legal-form.ts';

/**
 * An ultimate beneficial owner of an organization (spec section 3). A UBO is a person (first and last name) or
 * itself an organization (legal name): `type` says which.
 */
export const uboSchema = z
  .object({
    code: codeSchema,
    type: legalFormSchema,
    legalName: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nationality: countryCodeSchema.nullable(),
    dateOfBirth: calendarDateSchema.nullable(),
    countryOfResidence: countryCodeSchema.nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    zipcode: z.string().nullable(),
    socialSecurityNumber: z.string().nullable(),
    externalReference: z.string().nullable(),
  })
  .meta({ id: 'Ubo' });

const optionalField = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const text = () => z.string().trim().min(1, requiredMessage);

const uboFieldsShape = {
  legalName: optionalField(text()),
  firstName: optionalField(text()),
  lastName: optionalField(text()),
  nationality: optionalField(countryCodeSchema),
  dateOfBirth: optionalField(calendarDateSchema),
  countryOfResidence: optionalField(countryCodeSchema),
  state: optionalField(text()),
  city: optionalField(text()),
  street: optionalField(text()),
  houseNumber: optionalField(text()),
  zipcode: optionalField(text()),
  socialSecurityNumber: optionalField(text()),
  externalReference: optionalField(text()),
};

/** A person needs a first and last name, an organization a legal name. */
export const createUboBodySchema = z
  .object({ type: legalFormSchema, ...uboFieldsShape })
  .superRefine((ubo, context) => {
    const required = ubo.type === 'INDIVIDUAL' ? (['firstName', 'lastName'] as const) : (['legalName'] as const);
    for (const field of required) {
      if (ubo[field] == null) context.addIssue({ code: 'custom', path: [field], message: requiredMessage });
    }
  })
  .meta({ id: 'CreateUbo' });

/** PATCH a UBO: only the fields sent change; null clears one. */
export const uboPatchSchema = z
  .object({ type: legalFormSchema.optional(), ...uboFieldsShape })
  .meta({ id: 'UboPatch' });

export type Ubo = z.infer<typeof uboSchema>;
export type CreateUboBody = z.input<typeof createUboBodySchema>;
export type UboPatch = z.input<typeof uboPatchSchema>;
