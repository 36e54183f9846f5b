import { z } from 'zod';
import { calendarDateSchema, codeSchema, countryCodeSchema, timestampSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';
import { storedFileSchema, uploadFileSchema } from './stored-file.ts';

/** Identity documents of a person; their photos are uploaded one by one. */
export const personalDocumentTypes = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENSE', 'RESIDENCE_PERMIT'] as const;
export const personalDocumentTypeSchema = z.enum(personalDocumentTypes);

/** Documents of an organization; each carries one file. */
export const organizationDocumentTypes = [
  'REGISTRATION_EXTRACT',
  'ARTICLES_OF_ASSOCIATION',
  'SHAREHOLDER_REGISTER',
  'PROOF_OF_ADDRESS',
  'OTHER',
] as const;
export const organizationDocumentTypeSchema = z.enum(organizationDocumentTypes);

const documentFields = {
  code: codeSchema,
  number: z.string().nullable(),
  issuedAt: calendarDateSchema.nullable(),
  expiresAt: calendarDateSchema.nullable(),
  issuerCountry: countryCodeSchema.nullable(),
  externalReference: z.string().nullable(),
  createdAt: timestampSchema,
};

export const personalDocumentSchema = z
  .object({ ...documentFields, type: personalDocumentTypeSchema, photos: z.array(storedFileSchema) })
  .meta({ id: 'PersonalDocument' });

export const organizationDocumentSchema = z
  .object({ ...documentFields, type: organizationDocumentTypeSchema, file: storedFileSchema.nullable() })
  .meta({ id: 'OrganizationDocument' });

export const expiryBeforeIssueMessage = wireMessages.expiryBeforeIssue;

const optionalField = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

const documentInputShape = {
  number: optionalField(z.string().trim().min(1)),
  issuedAt: optionalField(calendarDateSchema),
  expiresAt: optionalField(calendarDateSchema),
  issuerCountry: optionalField(countryCodeSchema),
  externalReference: optionalField(z.string().trim().min(1)),
};

function checkValidity(document: { issuedAt?: string | null; expiresAt?: string | null }, context: z.RefinementCtx) {
  if (document.issuedAt && document.expiresAt && document.expiresAt <= document.issuedAt) {
    context.addIssue({ code: 'custom', path: ['expiresAt'], message: expiryBeforeIssueMessage });
  }
}

export const createPersonalDocumentBodySchema = z
  .object({ type: personalDocumentTypeSchema, ...documentInputShape })
  .superRefine(checkValidity)
  .meta({ id: 'CreatePersonalDocument' });

export const personalDocumentPatchSchema = z
  .object({ type: personalDocumentTypeSchema.optional(), ...documentInputShape })
  .superRefine(checkValidity)
  .meta({ id: 'PersonalDocumentPatch' });

export const createOrganizationDocumentBodySchema = z
  .object({ type: organizationDocumentTypeSchema, ...documentInputShape })
  .superRefine(checkValidity)
  .meta({ id: 'CreateOrganizationDocument' });

export const organizationDocumentPatchSchema = z
  .object({ type: organizationDocumentTypeSchema.optional(), ...documentInputShape })
  .superRefine(checkValidity)
  .meta({ id: 'OrganizationDocumentPatch' });

/** POST .../personal/{documentId}/photos (multipart): one photo a call. */
export const documentPhotoUploadSchema = z.object({ photo: uploadFileSchema() });

/** POST .../organization/{documentId}/file (multipart): replaces the document's file. */
export const documentFileUploadSchema = z.object({ file: uploadFileSchema() });

export type PersonalDocumentType = z.infer<typeof personalDocumentTypeSchema>;
export type OrganizationDocumentType = z.infer<typeof organizationDocumentTypeSchema>;
export type PersonalDocument = z.infer<typeof personalDocumentSchema>;
export type OrganizationDocument = z.infer<typeof organizationDocumentSchema>;
export type CreatePersonalDocumentBody = z.input<typeof createPersonalDocumentBodySchema>;
export type CreateOrganizationDocumentBody = z.input<typeof createOrganizationDocumentBodySchema>;
