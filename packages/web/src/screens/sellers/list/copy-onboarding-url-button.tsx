import { onboardingUrlAction } from '@ops/core/actions';
import type { ListedAccountHolder } from '@ops/core/contract';
import { useEffect, useState } from 'react';
import { type RunAction, useRegistryActionWith } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/button.tsx';

/**
 * The row action 'copy hosted-onboarding URL': a new signed link for the seller (the registry's action, which
 * needs a bound dashboard), put on the clipboard, and said so. `runAction` is the list's (`useRunAction()`).
 */
export function CopyOnboardingUrlButton({ seller, runAction }: { seller: ListedAccountHolder; runAction: RunAction }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const link = useRegistryActionWith(runAction, onboardingUrlAction, { fallback: t.onboarding.urlFailed() });
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className="copy-code">
      <Button
        size="sm"
        variant="ghost"
        busy={link.busy}
        aria-label={t.onboarding.copyUrlOf({ name: seller.name })}
        onClick={async () => {
          const outcome = await link.run({ accountHolderCode: seller.code });
          if (!outcome.done) return;
          await navigator.clipboard.writeText(outcome.result.url);
          setCopied(true);
        }}
      >
        {t.onboarding.actions.url()}
      </Button>
      <span role="status" aria-live="polite" className="copy-code-status">
        {copied ? t.onboarding.urlCopied({ name: seller.name }) : (link.failure ?? '')}
      </span>
    </span>
  );
}
