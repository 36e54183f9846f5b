import type { BankLine } from '@ops/core/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Modal } from '../../../ui/modal/index.ts';

/** A line's entry as the statement file had it (its camt.053 `Ntry`), to read and to copy. */
export function RawDataDialog({ line, onClose }: { line: BankLine; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.bankIntegration.rawData;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const raw = line.rawData;
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.title({ code: line.code })}
      footer={
        raw ? (
          <>
            <span role="status" aria-live="polite">
              {copied ? labels.copied() : ''}
            </span>
            <Button
              onClick={async () => {
                await navigator.clipboard.writeText(raw);
                setCopied(true);
              }}
            >
              {labels.copy()}
            </Button>
          </>
        ) : undefined
      }
    >
      {raw ? <pre className="bank-line-raw">{raw}</pre> : <p>{labels.none()}</p>}
    </Modal>
  );
}
