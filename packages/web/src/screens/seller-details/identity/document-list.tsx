import type { AccountHolderDetails, OrganizationDocument, PersonalDocument } from '@ops/core/contract';
import { useI18n } from '../../../app/i18n-context.tsx';

type AnyDocument = PersonalDocument | OrganizationDocument;

const filesOf = (document: AnyDocument) =>
  'photos' in document ? document.photos : document.file ? [document.file] : [];

/** The seller's documents with every field of spec section 3: type, number, dates, issuer country, photos. */
export function DocumentList({
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t } = useI18n();
  const labels = t.sellers.documents;
  const { personal, organization } = seller.identity.documents;
  const documents: AnyDocument[] = [...personal, ...organization];
  return (
    <section className="document-list" aria-labelledby="document-list-title">
      <h4 id="document-list-title">{labels.title()}</h4>
      {documents.length === 0 ? <p>{labels.none()}</p> : null}
      {documents.map((document) => (
        <article key={document.code} className="document" aria-label={`${document.type} ${document.code}`}>
          <dl className="identity-fields">
            <dt>{labels.fields.type()}</dt>
            <dd>{document.type}</dd>
            <dt>{labels.fields.code()}</dt>
            <dd>{document.code}</dd>
            <dt>{labels.fields.number()}</dt>
            <dd>{document.number ?? t.sellers.identity.notGiven()}</dd>
            <dt>{labels.fields.issuedAt()}</dt>
            <dd>{document.issuedAt ?? t.sellers.identity.notGiven()}</dd>
            <dt>{labels.fields.expiresAt()}</dt>
            <dd>{document.expiresAt ?? t.sellers.identity.notGiven()}</dd>
            <dt>{labels.fields.issuerCountry()}</dt>
            <dd>{document.issuerCountry ?? t.sellers.identity.notGiven()}</dd>
            <dt>{labels.fields.externalReference()}</dt>
            <dd>{document.externalReference ?? t.sellers.identity.notGiven()}</dd>
            <dt>{labels.fields.photos()}</dt>
            <dd>{filesOf(document).length || labels.noFile()}</dd>
          </dl>
        </article>
      ))}
    </section>
  );
}
