import { checkIbanAction, runAction } from '@ops/core/actions';
import type { IbanCheckResult } from '@ops/core/contract';
import { useState } from 'react';
import { useActionContext } from '../../../../kit/actions/use-action-context.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/button.tsx';

/** Checks whether an IBAN is unique or a duplicate of another seller's or division's; 'Failed to check IBAN'. */
export function IbanCheck({ accountHolderCode, iban }: { accountHolderCode: string; iban: string }) {
  const { t } = useI18n();
  const labels = t.sellers.externalAccounts;
  const context = useActionContext();
  const [result, setResult] = useState<IbanCheckResult | 'failed' | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  return (
    <span className="iban-check">
      <Button
        size="sm"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          try {
            setResult(await runAction(checkIbanAction, context, { iban, accountHolderCode }));
          } catch {
            setResult('failed');
          } finally {
            setBusy(false);
          }
        }}
      >
        {labels.checkIban()}
      </Button>
      <span role="status" aria-live="polite">
        {result === 'failed' ? (
          <span className="form-failure">{t.errors.ibanCheckFailed()}</span>
        ) : result?.result === 'UNIQUE' ? (
          labels.ibanUnique()
        ) : result?.result === 'DUPLICATE' ? (
          labels.ibanDuplicate({ count: result.duplicates.length })
        ) : null}
      </span>
    </span>
  );
}
