import { useEffect, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/button.tsx';
import './seller-summary.css';

/** Copies a seller's code to the clipboard and says so. */
export function CopyCodeButton({ code, hideCode = false }: { code: string; hideCode?: boolean }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className="copy-code">
      {hideCode ? null : <code className="seller-code">{code}</code>}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t.sellers.list.copyCode()} ${code}`}
        onClick={async () => {
          await navigator.clipboard.writeText(code);
          setCopied(true);
        }}
      >
        {t.sellers.list.copyCode()}
      </Button>
      <span role="status" aria-live="polite" className="copy-code-status">
        {copied ? t.sellers.list.copied({ code }) : ''}
      </span>
    </span>
  );
}
