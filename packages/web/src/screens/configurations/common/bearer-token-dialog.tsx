import { showBearerTokenAction } from '@ops/core/actions';
import { useEffect, useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { CopyButton } from '../../../ui/copy-button/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Modal } from '../../../ui/modal/index.ts';

/** The ops tool 'show bearer token': the session's identity token with a copy button, or 'No Bearer Token found'. */
export function BearerTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const labels = t.configurations.bearerToken;
  const reveal = useRegistryAction(showBearerTokenAction);
  const [token, setToken] = useState<string | undefined>(undefined);
  const { run } = reveal;
  useEffect(() => {
    if (!open) return;
    void run({}).then((outcome) => setToken(outcome.done ? outcome.result.bearerToken : undefined));
  }, [open, run]);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title()}
      description={labels.description()}
      footer={
        <CopyButton
          statusFirst
          variant="primary"
          disabled={!token}
          text={token ?? ''}
          label={labels.copy()}
          copied={labels.copied()}
        />
      }
    >
      {reveal.failure ? <FormFailure message={reveal.failure} /> : <code className="bearer-token">{token}</code>}
    </Modal>
  );
}
