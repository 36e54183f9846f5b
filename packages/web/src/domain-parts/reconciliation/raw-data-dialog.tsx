import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../../ui/button/index.ts';
import { Modal } from '../../ui/modal/index.ts';
import './raw-data-dialog.css';

/**
 * An integration item as its file had it (a camt.053 `Ntry`, a settlement report's CSV line), to read and to copy;
 * the bank and PSP integration lists both open it.
 */
export function RawDataDialog({ code, raw, onClose }: { code: string; raw: string | null; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.bankIntegration.rawData;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.title({ code })}
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
      {raw ? <pre className="integration-raw-data">{raw}</pre> : <p>{labels.none()}</p>}
    </Modal>
  );
}
