import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Modal } from '../modal/index.ts';
import { type ListAbilities, listShortcuts } from './list-keys.ts';
import { isMac } from './use-list-keys.ts';
import './list-keys-dialog.css';

/** `?` on a list: every key the list answers, with what it does, in the reader's language. */
export function ListKeysDialog({
  open,
  onOpenChange,
  abilities,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  abilities: ListAbilities;
}) {
  const { t } = useI18n();
  const words = t.table.keys;
  if (!open) return null;
  return (
    <Modal open onOpenChange={onOpenChange} title={words.title()} description={words.description()}>
      <table className="list-keys">
        <thead>
          <tr>
            <th scope="col">{words.key()}</th>
            <th scope="col">{words.does()}</th>
          </tr>
        </thead>
        <tbody>
          {listShortcuts(abilities, isMac()).map((shortcut) => (
            <tr key={shortcut.description}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ` ${words.or()} ` : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{words[shortcut.description]()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
