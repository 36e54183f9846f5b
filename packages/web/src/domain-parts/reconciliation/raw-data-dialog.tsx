import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { CopyButton } from '../../ui/copy-button/index.ts';
import { Modal } from '../../ui/modal/index.ts';
import './raw-data-dialog.css';

/**
 * An integration item as its file had it (a camt.053 `Ntry`, a settlement report's CSV line), to read and to copy;
 * the bank and PSP integration lists both open it.
 */
export function RawDataDialog({ code, raw, onClose }: { code: string; raw: string | null; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.bankIntegration.rawData;
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.title({ code })}
      footer={raw ? <CopyButton statusFirst text={raw} label={labels.copy()} copied={labels.copied()} /> : undefined}
    >
      {raw ? <pre className="integration-raw-data">{raw}</pre> : <p>{labels.none()}</p>}
    </Modal>
  );
}
