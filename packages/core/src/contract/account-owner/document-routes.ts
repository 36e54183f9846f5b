import { codeSchema, listOf, noContentSchema } from '../primitives.ts';
import { defineRoute } from '../route.ts';
import { divisionAccountHolderParamsSchema } from './account-holder.ts';
import {
  createOrganizationDocumentBodySchema,
  createPersonalDocumentBodySchema,
  documentFileUploadSchema,
  documentPhotoUploadSchema,
  organizationDocumentPatchSchema,
  organizationDocumentSchema,
  personalDocumentPatchSchema,
  personalDocumentSchema,
} from './document.ts';
import { accountHolderPath, accountOwnerService as service } from './paths.ts';
import { downloadedFileSchema } from './stored-file.ts';

const personalPath = `${accountHolderPath}/documents/personal`;
const organizationPath = `${accountHolderPath}/documents/organization`;

const documentParamsSchema = divisionAccountHolderParamsSchema.extend({
  documentId: codeSchema.describe("The document's code"),
});
const photoParamsSchema = documentParamsSchema.extend({ photoId: codeSchema.describe("The photo's code") });

export const listPersonalDocuments = defineRoute({
  id: 'listPersonalDocuments',
  service,
  method: 'GET',
  path: personalPath,
  summary: "A seller's personal documents with their photos",
  params: divisionAccountHolderParamsSchema,
  response: listOf(personalDocumentSchema),
});

export const createPersonalDocument = defineRoute({
  id: 'createPersonalDocument',
  service,
  method: 'POST',
  path: personalPath,
  summary: 'Add a personal document; its photos are uploaded afterwards',
  params: divisionAccountHolderParamsSchema,
  body: createPersonalDocumentBodySchema,
  response: personalDocumentSchema,
  successStatus: 201,
});

export const updatePersonalDocument = defineRoute({
  id: 'updatePersonalDocument',
  service,
  method: 'PATCH',
  path: `${personalPath}/{documentId}`,
  summary: 'Change a personal document',
  params: documentParamsSchema,
  body: personalDocumentPatchSchema,
  response: personalDocumentSchema,
});

export const deletePersonalDocument = defineRoute({
  id: 'deletePersonalDocument',
  service,
  method: 'DELETE',
  path: `${personalPath}/{documentId}`,
  summary: 'Delete a personal document and its photos',
  params: documentParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const uploadPersonalDocumentPhoto = defineRoute({
  id: 'uploadPersonalDocumentPhoto',
  service,
  method: 'POST',
  path: `${personalPath}/{documentId}/photos`,
  summary: 'Upload one photo of a personal document (image, PDF or HEIC, at most 10 MB)',
  params: documentParamsSchema,
  body: documentPhotoUploadSchema,
  bodyType: 'multipart',
  response: personalDocumentSchema,
  successStatus: 201,
});

export const downloadPersonalDocumentPhoto = defineRoute({
  id: 'downloadPersonalDocumentPhoto',
  service,
  method: 'GET',
  path: `${personalPath}/{documentId}/photos/{photoId}`,
  summary: "A personal document photo's bytes",
  params: photoParamsSchema,
  response: downloadedFileSchema,
});

export const listOrganizationDocuments = defineRoute({
  id: 'listOrganizationDocuments',
  service,
  method: 'GET',
  path: organizationPath,
  summary: "A seller's organization documents",
  params: divisionAccountHolderParamsSchema,
  response: listOf(organizationDocumentSchema),
});

export const createOrganizationDocument = defineRoute({
  id: 'createOrganizationDocument',
  service,
  method: 'POST',
  path: organizationPath,
  summary: 'Add an organization document; its file is uploaded afterwards',
  params: divisionAccountHolderParamsSchema,
  body: createOrganizationDocumentBodySchema,
  response: organizationDocumentSchema,
  successStatus: 201,
});

export const updateOrganizationDocument = defineRoute({
  id: 'updateOrganizationDocument',
  service,
  method: 'PATCH',
  path: `${organizationPath}/{documentId}`,
  summary: 'Change an organization document',
  params: documentParamsSchema,
  body: organizationDocumentPatchSchema,
  response: organizationDocumentSchema,
});

export const deleteOrganizationDocument = defineRoute({
  id: 'deleteOrganizationDocument',
  service,
  method: 'DELETE',
  path: `${organizationPath}/{documentId}`,
  summary: 'Delete an organization document and its file',
  params: documentParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const uploadOrganizationDocumentFile = defineRoute({
  id: 'uploadOrganizationDocumentFile',
  service,
  method: 'POST',
  path: `${organizationPath}/{documentId}/file`,
  summary: "Upload an organization document's file (image, PDF or HEIC, at most 10 MB); replaces the previous one",
  params: documentParamsSchema,
  body: documentFileUploadSchema,
  bodyType: 'multipart',
  response: organizationDocumentSchema,
});

export const downloadOrganizationDocumentFile = defineRoute({
  id: 'downloadOrganizationDocumentFile',
  service,
  method: 'GET',
  path: `${organizationPath}/{documentId}/file`,
  summary: "An organization document file's bytes",
  params: documentParamsSchema,
  response: downloadedFileSchema,
});
