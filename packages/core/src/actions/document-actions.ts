import { z } from 'zod';
import {
  calendarDateSchema,
  countryCodeSchema,
  organizationDocumentTypes,
  personalDocumentTypes,
  uploadFileSchema,
} from '../contract/index.ts';
import { type ActionContext, defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

const code = z.string().trim().min(1);
const optionalText = z.string().trim().min(1).optional();

/** Personal documents (a person's identity papers, with photos) or organization documents (one file each). */
export const documentKinds = ['PERSONAL', 'ORGANIZATION'] as const;
export type DocumentKind = (typeof documentKinds)[number];

const isPersonalType = (type: string): type is (typeof personalDocumentTypes)[number] =>
  (personalDocumentTypes as readonly string[]).includes(type);

/** The seller in the bound division; `needsMerchant` has made sure there is one. */
function sellerAddress(context: ActionContext, accountHolderCode: string) {
  if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
  return { ...context.scope, accountHolderCode };
}

const documentAddress = (context: ActionContext, accountHolderCode: string, documentId: string) => ({
  ...sellerAddress(context, accountHolderCode),
  documentId,
});

const aDocument = z.object({ accountHolderCode: code, documentCode: code, kind: z.enum(documentKinds) });

/**
 * Adds a document to a seller: a personal one (passport, ID card, ...) to anyone, an organization one
 * (registration extract, ...) to an organization. Its files are uploaded afterwards.
 */
export const addDocumentAction = defineAction({
  id: 'documents.add',
  labelKey: 'documents.actions.add',
  group: 'sellers',
  keywords: ['document', 'passport', 'id card', 'identity', 'paspoort', 'toevoegen'],
  permission: 'ops',
  route: 'createPersonalDocument',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: z.object({
    accountHolderCode: code,
    type: z.enum([...personalDocumentTypes, ...organizationDocumentTypes]),
    number: optionalText,
    issuedAt: calendarDateSchema.optional(),
    expiresAt: calendarDateSchema.optional(),
    issuerCountry: countryCodeSchema.optional(),
    externalReference: optionalText,
  }),
  run(context, { accountHolderCode, type, ...fields }) {
    const params = sellerAddress(context, accountHolderCode);
    const accountOwner = context.clients.accountOwner;
    return isPersonalType(type)
      ? accountOwner.createPersonalDocument({ params, body: { type, ...fields } })
      : accountOwner.createOrganizationDocument({ params, body: { type, ...fields } });
  },
});

/**
 * Uploads one file of a document (image, PDF or HEIC): a personal document keeps every photo (front and back),
 * an organization document's file replaces the one before.
 */
export const uploadDocumentFileAction = defineAction({
  id: 'documents.upload',
  labelKey: 'documents.actions.upload',
  group: 'sellers',
  keywords: ['document', 'upload', 'file', 'photo', 'scan', 'bestand', 'uploaden'],
  permission: 'ops',
  route: 'uploadPersonalDocumentPhoto',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: aDocument.extend({ file: uploadFileSchema() }),
  run(context, { accountHolderCode, documentCode, kind, file }) {
    const params = documentAddress(context, accountHolderCode, documentCode);
    const accountOwner = context.clients.accountOwner;
    return kind === 'PERSONAL'
      ? accountOwner.uploadPersonalDocumentPhoto({ params, body: { photo: file } })
      : accountOwner.uploadOrganizationDocumentFile({ params, body: { file } });
  },
});

/** Deletes a document with its files, for good. */
export const removeDocumentAction = defineAction({
  id: 'documents.remove',
  risk: 'deletes',
  undoable: true,
  confirmKey: 'documents.list.removeMessage',
  labelKey: 'documents.actions.remove',
  group: 'sellers',
  keywords: ['document', 'delete', 'remove', 'verwijderen'],
  permission: 'ops',
  route: 'deletePersonalDocument',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: aDocument,
  run(context, { accountHolderCode, documentCode, kind }) {
    const params = documentAddress(context, accountHolderCode, documentCode);
    const accountOwner = context.clients.accountOwner;
    return kind === 'PERSONAL'
      ? accountOwner.deletePersonalDocument({ params })
      : accountOwner.deleteOrganizationDocument({ params });
  },
});

/** Every document action, in the order the palette lists them. */
export const documentActions = [addDocumentAction, uploadDocumentFileAction, removeDocumentAction];
