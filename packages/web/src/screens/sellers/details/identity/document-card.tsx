import { removeDocumentAction, uploadDocumentFileAction } from '@ops/core/actions';
import type { StoredFile } from '@ops/core/contract';
import { filesOf, type SellerDocument } from '../../../../domain-parts/seller-identity/document-files.ts';
import { useRegistryAction } from '../../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/button.tsx';
import { FileUploader } from '../../../../ui/file-uploader/file-uploader.tsx';
import { FormFailure } from '../../../../ui/form-failure/form-failure.tsx';

/**
 * One document with every field of spec section 3, its files (each opens in the viewer), an uploader for more
 * (a personal document keeps every photo; an organization document has one file, so single-file mode) and
 * delete, asked first.
 */
export function DocumentCard({
  shown,
  accountHolderCode,
  editable,
  onOpen,
}: {
  shown: SellerDocument;
  accountHolderCode: string;
  editable: boolean;
  onOpen(file: StoredFile): void;
}) {
  const { t } = useI18n();
  const labels = t.sellers.documents;
  const listLabels = t.documents.list;
  const upload = useRegistryAction(uploadDocumentFileAction);
  const remove = useRegistryAction(removeDocumentAction);
  const { document, kind } = shown;
  const address = { accountHolderCode, documentCode: document.code, kind };
  const files = filesOf(shown);
  const notGiven = t.sellers.identity.notGiven();
  const single = kind === 'ORGANIZATION';
  return (
    <article className="document" aria-label={`${listLabels.types[document.type]()} ${document.code}`}>
      <dl className="identity-fields">
        <dt>{labels.fields.type()}</dt>
        <dd>{listLabels.types[document.type]()}</dd>
        <dt>{labels.fields.code()}</dt>
        <dd>
          <code className="seller-code">{document.code}</code>
        </dd>
        <dt>{labels.fields.number()}</dt>
        <dd>{document.number ?? notGiven}</dd>
        <dt>{labels.fields.issuedAt()}</dt>
        <dd>{document.issuedAt ?? notGiven}</dd>
        <dt>{labels.fields.expiresAt()}</dt>
        <dd>{document.expiresAt ?? notGiven}</dd>
        <dt>{labels.fields.issuerCountry()}</dt>
        <dd>{document.issuerCountry ?? notGiven}</dd>
        <dt>{labels.fields.externalReference()}</dt>
        <dd>{document.externalReference ?? notGiven}</dd>
        <dt>{single ? listLabels.files() : labels.fields.photos()}</dt>
        <dd>
          {files.length === 0 ? (
            labels.noFile()
          ) : (
            <ul className="document-files">
              {files.map((file) => (
                <li key={file.code}>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={listLabels.open({ name: file.fileName })}
                    onClick={() => onOpen(file)}
                  >
                    {file.fileName}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {editable && upload.allowed ? (
        <>
          <FileUploader
            label={single ? listLabels.replace({ code: document.code }) : listLabels.upload({ code: document.code })}
            single={single}
            onUpload={async (file) => {
              if (!(await upload.run({ ...address, file })).done) throw new Error('upload failed');
            }}
          />
          {remove.allowed ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={listLabels.removeLabel({ code: document.code })}
              busy={remove.busy}
              onClick={() => void remove.run(address)}
            >
              {listLabels.remove()}
            </Button>
          ) : null}
          <FormFailure message={remove.failure} />
        </>
      ) : null}
    </article>
  );
}
