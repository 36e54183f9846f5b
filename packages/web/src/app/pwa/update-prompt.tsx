import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../../ui/button/button.tsx';

export interface UpdatePromptProps {
  /** A new version is installed and waits for the page to reload. */
  needRefresh: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/** Offers the new version the service worker has installed; reloading switches to it. */
export function UpdatePrompt({ needRefresh, onReload, onDismiss }: UpdatePromptProps) {
  const { t } = useI18n();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alert">
      <p>{t.pwa.updateAvailable()}</p>
      <div className="update-prompt-actions">
        <Button variant="primary" onClick={onReload}>
          {t.pwa.reload()}
        </Button>
        <Button onClick={onDismiss}>{t.pwa.later()}</Button>
      </div>
    </div>
  );
}
