import { useEffect, useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';

/** Copies a seller's code to the clipboard and says so. */
export function CopyCodeButton({ code, label }: { code: string; label?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className="copy-code">
      <code>{code}</code>
      <button
        type="button"
        className="button button-secondary"
        onClick={async () => {
          await navigator.clipboard.writeText(code);
          setCopied(true);
        }}
      >
        {label ?? t.sellers.list.copyCode()}
      </button>
      <span role="status" aria-live="polite" className="copy-code-status">
        {copied ? t.sellers.list.copied({ code }) : ''}
      </span>
    </span>
  );
}
