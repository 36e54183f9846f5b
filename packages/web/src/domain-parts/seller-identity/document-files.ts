import type { MerchantScope } from '@ops/core/api';
import type { OrganizationDocument, PersonalDocument, StoredFile } from '@ops/core/contract';
import { useCallback } from 'react';
import { useConsoleServices } from '../../lib/services/services-context.tsx';
import type { ViewedFile } from '../../ui/document-viewer/viewed-file.ts';

/** A document with the kind that decides its calls: personal documents have photos, organization ones a file. */
export type SellerDocument =
  | { kind: 'PERSONAL'; document: PersonalDocument }
  | { kind: 'ORGANIZATION'; document: OrganizationDocument };

export const filesOf = ({ kind, document }: SellerDocument): StoredFile[] =>
  kind === 'PERSONAL' ? document.photos : document.file ? [document.file] : [];

/** Turns a document's stored file into one the viewer fetches (with the session's token) once it opens. */
export function useViewedFile(scope: MerchantScope, accountHolderCode: string) {
  const { clients } = useConsoleServices();
  return useCallback(
    ({ kind, document }: SellerDocument, file: StoredFile): ViewedFile => {
      const params = { ...scope, accountHolderCode, documentId: document.code };
      return {
        name: file.fileName,
        contentType: file.contentType,
        load: (signal) =>
          kind === 'PERSONAL'
            ? clients.accountOwner.downloadPersonalDocumentPhoto({ params: { ...params, photoId: file.code }, signal })
            : clients.accountOwner.downloadOrganizationDocumentFile({ params, signal }),
      };
    },
    [clients, scope, accountHolderCode],
  );
}
