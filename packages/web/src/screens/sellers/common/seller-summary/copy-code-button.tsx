import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { CopyButton } from '../../../../ui/copy-button/copy-button.tsx';
import './seller-summary.css';

/** Copies a seller's code to the clipboard and says so. */
export function CopyCodeButton({ code, hideCode = false }: { code: string; hideCode?: boolean }) {
  const { t } = useI18n();
  return (
    <span className="copy-code">
      {hideCode ? null : <code className="seller-code">{code}</code>}
      <CopyButton
        size="sm"
        variant="ghost"
        text={code}
        label={t.sellers.list.copyCode()}
        accessibleName={`${t.sellers.list.copyCode()} ${code}`}
        copied={t.sellers.list.copied({ code })}
      />
    </span>
  );
}
