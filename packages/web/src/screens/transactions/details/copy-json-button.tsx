import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';

/** Copies the transaction as the platform answered it, pretty-printed, and says whether that worked. */
export function CopyJsonButton({ value }: { value: unknown }) {
  const { t } = useI18n();
  const labels = t.transactionScreens.details;
  const [outcome, setOutcome] = useState<'copied' | 'failed' | undefined>(undefined);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(undefined), 3000);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <>
      <span role="status" aria-live="polite" className="transaction-copy-status">
        {outcome === 'copied' ? labels.copied() : outcome === 'failed' ? labels.copyFailed() : ''}
      </span>
      <Button
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(JSON.stringify(value, null, 2));
            setOutcome('copied');
          } catch {
            setOutcome('failed');
          }
        }}
      >
        {labels.copyJson()}
      </Button>
    </>
  );
}
