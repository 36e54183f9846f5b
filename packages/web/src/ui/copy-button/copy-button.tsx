import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button, type ButtonLook } from '../button/button.tsx';
import './copy-button.css';

/** How long the status says the text was copied (or why not). */
const saidForMs = 3000;

export interface CopyButtonProps extends ButtonLook {
  /** What goes on the clipboard, or a call that gets it first (undefined when it could not, say so in `status`). */
  text: string | (() => Promise<string | undefined>);
  /** The button's words, e.g. 'Copy'. */
  label: string;
  /** The button's accessible name where its words alone would not say what it copies, e.g. 'Copy code S-1'. */
  accessibleName?: string | undefined;
  /** What the status says for 3 seconds once the text is on the clipboard, e.g. 'Seller code S-1 copied'. */
  copied: string;
  /** What it says when the browser refused the clipboard; by default 'Could not copy to the clipboard'. */
  copyFailed?: string | undefined;
  /** What the status says otherwise, e.g. why `text` could not be got. */
  status?: string | undefined;
  /** The status before the button, where the button ends a row (a dialog's footer) and must not move. */
  statusFirst?: boolean | undefined;
  busy?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** Puts a text on the clipboard and says so in a polite live region beside the button. */
export function CopyButton({
  text,
  label,
  accessibleName,
  copied,
  copyFailed,
  status,
  statusFirst = false,
  variant,
  size,
  busy,
  disabled,
}: CopyButtonProps) {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | undefined>(undefined);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(undefined), saidForMs);
    return () => clearTimeout(timer);
  }, [outcome]);
  const said =
    outcome === 'copied'
      ? copied
      : outcome === 'failed'
        ? (copyFailed ?? t.components.copyButton.failed())
        : (status ?? '');
  const statusRegion = (
    <span role="status" aria-live="polite" className="copy-button-status">
      {said}
    </span>
  );
  return (
    <span className="copy-button">
      {statusFirst ? statusRegion : null}
      <Button
        variant={variant}
        size={size}
        busy={busy}
        disabled={disabled}
        aria-label={accessibleName}
        onClick={async () => {
          const value = typeof text === 'string' ? text : await text();
          if (value === undefined) return;
          try {
            await navigator.clipboard.writeText(value);
            setOutcome('copied');
          } catch {
            setOutcome('failed');
          }
        }}
      >
        {label}
      </Button>
      {statusFirst ? null : statusRegion}
    </span>
  );
}
