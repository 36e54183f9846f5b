import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { CopyButton } from '../../../ui/copy-button/copy-button.tsx';

/** Copies the transaction as the platform answered it, pretty-printed, and says whether that worked. */
export function CopyJsonButton({ value }: { value: unknown }) {
  const { t } = useI18n();
  const labels = t.transactionScreens.details;
  return (
    <CopyButton
      statusFirst
      text={JSON.stringify(value, null, 2)}
      label={labels.copyJson()}
      copied={labels.copied()}
      copyFailed={labels.copyFailed()}
    />
  );
}
