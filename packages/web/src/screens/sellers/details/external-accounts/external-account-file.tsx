import { attachExternalAccountFileAction } from '@ops/core/actions';
import type { ExternalAccount } from '@ops/core/contract';
import { useRef, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/index.ts';
import { acceptedFiles } from '../../../../ui/file-uploader/accepted-files.ts';
import { FormFailure } from '../../../../ui/form-failure/form-failure.tsx';
import { useSellerAction } from '../../common/seller-forms/use-seller-action.ts';

/**
 * An external account's file (its proof, e.g. a bank statement; spec section 7's POST .../externalAccounts/{id}/file):
 * the file it has, and Add file, which chooses one and uploads it through the registry's `externalAccounts.attachFile`.
 */
export function ExternalAccountFile({
  accountHolderCode,
  account,
  editable,
}: {
  accountHolderCode: string;
  account: ExternalAccount;
  /** The seller is not deleted and the roles allow the upload. */
  editable: boolean;
}) {
  const { t } = useI18n();
  const labels = t.sellers.externalAccounts;
  const input = useRef<HTMLInputElement>(null);
  const [told, setTold] = useState('');
  const attach = useSellerAction(attachExternalAccountFileAction, (tr) => tr.errors.requestIssue());
  return (
    <div className="external-account-file">
      <p>
        {labels.file()}: {account.file ? account.file.fileName : labels.noFile()}
      </p>
      {editable && attach.allowed ? (
        <>
          <input
            ref={input}
            type="file"
            accept={acceptedFiles}
            hidden
            aria-label={labels.attachFileLabel({ name: account.displayName })}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setTold('');
              const outcome = await attach.run({ accountHolderCode, externalAccountCode: account.code, file });
              if (outcome.done) setTold(labels.fileAttached({ file: file.name, name: account.displayName }));
            }}
          />
          <Button size="sm" busy={attach.busy} onClick={() => input.current?.click()}>
            {labels.attachFile()}
          </Button>
          <p role="status">{told}</p>
          <FormFailure message={attach.failure} />
        </>
      ) : null}
    </div>
  );
}
