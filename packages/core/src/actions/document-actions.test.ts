import { describe, expect, it } from 'vitest';
import { createApiClient, createServiceClients, type MerchantScope } from '../api/index.ts';
import { opsRoles } from '../contract/index.ts';
import type { ActionContext, ActionSubject } from './action.ts';
import { availableActions } from './availability.ts';
import { addDocumentAction, removeDocumentAction, uploadDocumentFileAction } from './document-actions.ts';
import { actionRegistry, runAction } from './registry.ts';

function contextWith(scope: MerchantScope | undefined, subject?: ActionSubject): ActionContext {
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:9/api/',
    getToken: () => undefined,
    getUserEmail: () => undefined,
  });
  return {
    clients: createServiceClients(api),
    scope,
    subject,
    permissions: ['ops'],
    roles: opsRoles,
    locale: 'en',
    navigate: () => undefined,
    bindMerchant: () => undefined,
    setLocale: () => undefined,
    signOut: () => undefined,
  };
}

const bound = { merchantCode: 'M-1', divisionCode: 'D-1' };
const documentIds = (context: ActionContext) =>
  availableActions(actionRegistry, context)
    .map((action) => action.id)
    .filter((id) => id.startsWith('documents.'));

describe('document actions', () => {
  it('are offered only while a seller is on view in a bound division', () => {
    expect(documentIds(contextWith(undefined, { accountHolderCode: 'AH-1' }))).toEqual([]);
    expect(documentIds(contextWith(bound))).toEqual([]);
    expect(documentIds(contextWith(bound, { accountHolderCode: 'AH-1' }))).toEqual([
      'documents.add',
      'documents.upload',
      'documents.remove',
    ]);
    expect(removeDocumentAction.risk).toBe('deletes');
  });

  it('refuse an unknown document type, and a file that is not an image, PDF or HEIC, before calling anything', async () => {
    const onView = contextWith(bound, { accountHolderCode: 'AH-1' });
    await expect(runAction(addDocumentAction, onView, { type: 'LIBRARY_CARD' })).rejects.toMatchObject({
      messageKey: 'validation.correctFormErrors',
    });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(
      runAction(uploadDocumentFileAction, onView, { documentCode: 'DOC-1', kind: 'PERSONAL', file: notes }),
    ).rejects.toMatchObject({ messageKey: 'validation.correctFormErrors' });
  });
});
