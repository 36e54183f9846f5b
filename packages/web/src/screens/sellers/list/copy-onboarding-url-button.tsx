import { onboardingUrlAction } from '@ops/core/actions';
import type { ListedAccountHolder } from '@ops/core/contract';
import { type RunAction, useRegistryActionWith } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { CopyButton } from '../../../ui/copy-button/copy-button.tsx';

/**
 * The row action 'copy hosted-onboarding URL': a new signed link for the seller (the registry's action, which
 * needs a bound dashboard), put on the clipboard, and said so. `runAction` is the list's (`useRunAction()`).
 */
export function CopyOnboardingUrlButton({ seller, runAction }: { seller: ListedAccountHolder; runAction: RunAction }) {
  const { t } = useI18n();
  const link = useRegistryActionWith(runAction, onboardingUrlAction, { fallback: t.onboarding.urlFailed() });
  if (!link.allowed) return null;
  return (
    <CopyButton
      size="sm"
      variant="ghost"
      busy={link.busy}
      text={async () => {
        const outcome = await link.run({ accountHolderCode: seller.code });
        return outcome.done ? outcome.result.url : undefined;
      }}
      label={t.onboarding.actions.url()}
      accessibleName={t.onboarding.copyUrlOf({ name: seller.name })}
      copied={t.onboarding.urlCopied({ name: seller.name })}
      status={link.failure}
    />
  );
}
