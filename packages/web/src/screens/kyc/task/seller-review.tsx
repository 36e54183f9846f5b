import type { AccountHolderDetails, StoredFile } from '@ops/core/contract';
import { useState } from 'react';
import { filesOf, type SellerDocument, useViewedFile } from '../../../domain-parts/seller-identity/document-files.ts';
import {
  addressFields,
  identityTextFields,
  uboTextFields,
} from '../../../domain-parts/seller-identity/identity-fields.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { OpenedDocument } from '../../../ui/document-viewer/opened-document.tsx';
import type { ViewedFile } from '../../../ui/document-viewer/viewed-file.ts';

const filled = (value: string | null | undefined) => value !== null && value !== undefined && value !== '';

/**
 * What the analyst reviews: the seller's identity, its UBOs and its documents, each file opening in the document
 * viewer (zoom, rotate, PDF). Empty fields are left out, so what is missing stands out in the changes.
 */
export function SellerReview({
  seller,
  scope,
}: {
  seller: AccountHolderDetails;
  scope: { merchantCode: string; divisionCode: string };
}) {
  const { t } = useI18n();
  const labels = t.kyc.task;
  const fields = t.sellers.identity.fields;
  const { identity } = seller;
  const viewedFile = useViewedFile(scope, seller.code);
  const [opened, setOpened] = useState<ViewedFile | undefined>(undefined);
  const documents: SellerDocument[] = [
    ...identity.documents.personal.map((document) => ({ kind: 'PERSONAL' as const, document })),
    ...identity.documents.organization.map((document) => ({ kind: 'ORGANIZATION' as const, document })),
  ];
  const view = (document: SellerDocument, file: StoredFile) => setOpened(viewedFile(document, file));
  return (
    <div className="kyc-review">
      <Card headingLevel={3} title={labels.identity()}>
        <dl className="kyc-fields">
          <dt>{fields.type()}</dt>
          <dd>{t.sellers.legalForms[identity.type]()}</dd>
          <dt>{fields.email()}</dt>
          <dd>{identity.email}</dd>
          {identityTextFields
            .filter((field) => filled(identity[field]))
            .map((field) => (
              <div key={field} className="kyc-field">
                <dt>{fields[field]()}</dt>
                <dd>{identity[field]}</dd>
              </div>
            ))}
          {addressFields
            .filter((field) => filled(identity.address[field]))
            .map((field) => (
              <div key={field} className="kyc-field">
                <dt>{fields[field]()}</dt>
                <dd>{identity.address[field]}</dd>
              </div>
            ))}
        </dl>
      </Card>
      <Card headingLevel={3} title={labels.ubos()}>
        {identity.ubos.length === 0 ? <p className="kyc-none">{labels.noUbos()}</p> : null}
        {identity.ubos.map((ubo) => (
          <dl key={ubo.code} className="kyc-fields">
            <dt>{t.sellers.ubos.fields.code()}</dt>
            <dd>{ubo.code}</dd>
            {uboTextFields
              .filter((field) => filled(ubo[field]))
              .map((field) => (
                <div key={field} className="kyc-field">
                  <dt>{t.sellers.ubos.fields[field]()}</dt>
                  <dd>{ubo[field]}</dd>
                </div>
              ))}
          </dl>
        ))}
      </Card>
      <Card headingLevel={3} title={labels.documents()}>
        {documents.length === 0 ? <p className="kyc-none">{labels.noDocuments()}</p> : null}
        <ul className="kyc-documents">
          {documents.map((document) => (
            <li key={document.document.code}>
              <strong>{t.documents.list.types[document.document.type]()}</strong>
              {document.document.number ? <span> · {document.document.number}</span> : null}
              {document.document.expiresAt ? <span> · {document.document.expiresAt}</span> : null}
              {filesOf(document).map((file) => (
                <Button key={file.code} size="sm" variant="link" onClick={() => view(document, file)}>
                  {labels.view({ file: file.fileName })}
                </Button>
              ))}
            </li>
          ))}
        </ul>
      </Card>
      <OpenedDocument file={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
