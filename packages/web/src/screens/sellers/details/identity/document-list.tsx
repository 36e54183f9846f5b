import { addDocumentAction } from '@ops/core/actions';
import type { AccountHolderDetails, StoredFile } from '@ops/core/contract';
import { useState } from 'react';
import { type SellerDocument, useViewedFile } from '../../../../domain-parts/seller-identity/document-files.ts';
import { useRegistryAction } from '../../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/button.tsx';
import { Card } from '../../../../ui/card/card.tsx';
import { OpenedDocument } from '../../../../ui/document-viewer/opened-document.tsx';
import type { ViewedFile } from '../../../../ui/document-viewer/viewed-file.ts';
import { EmptyState } from '../../../../ui/empty-state/empty-state.tsx';
import { DocumentCard } from './document-card.tsx';
import { DocumentForm } from './document-form.tsx';
import './documents.css';

/** The seller's documents: each with its fields and files, which open in the viewer; add one and upload its files. */
export function DocumentList({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t } = useI18n();
  const labels = t.sellers.documents;
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<ViewedFile | undefined>(undefined);
  const add = useRegistryAction(addDocumentAction);
  const viewedFile = useViewedFile(scope, seller.code);
  const { personal, organization } = seller.identity.documents;
  const documents: SellerDocument[] = [
    ...personal.map((document) => ({ kind: 'PERSONAL' as const, document })),
    ...organization.map((document) => ({ kind: 'ORGANIZATION' as const, document })),
  ];
  const editable = !seller.deleted;
  return (
    <Card headingLevel={3} title={labels.title()}>
      <div className="identity-list">
        {documents.length === 0 ? <EmptyState title={labels.none()} /> : null}
        {documents.map((shown) => (
          <DocumentCard
            key={shown.document.code}
            shown={shown}
            accountHolderCode={seller.code}
            editable={editable}
            onOpen={(file: StoredFile) => setOpened(viewedFile(shown, file))}
          />
        ))}
        {!editable || !add.allowed ? null : adding ? (
          <DocumentForm
            organization={seller.identity.type === 'ORGANIZATION'}
            busy={add.busy}
            failure={add.failure}
            onCancel={() => {
              add.clearFailure();
              setAdding(false);
            }}
            onSubmit={async (document) => {
              if ((await add.run({ accountHolderCode: seller.code, ...document })).done) setAdding(false);
            }}
          />
        ) : (
          <Button onClick={() => setAdding(true)}>{t.documents.list.add()}</Button>
        )}
        <OpenedDocument file={opened} onClose={() => setOpened(undefined)} />
      </div>
    </Card>
  );
}
