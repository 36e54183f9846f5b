import { shortcutKeys } from '@ops/core/actions';
import { useI18n } from '../lib/i18n/use-i18n.ts';

/** A shortcut as the keys to press, e.g. G then S. */
export function ShortcutKeys({ shortcut }: { shortcut: string }) {
  const { t } = useI18n();
  const keys = shortcutKeys(shortcut);
  return (
    <span className="palette-shortcut" title={t.palette.shortcut({ keys: keys.join(' ') })}>
      {keys.map((key, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a shortcut may repeat a key, and its keys never reorder
        <kbd key={index}>{key.toUpperCase()}</kbd>
      ))}
    </span>
  );
}
