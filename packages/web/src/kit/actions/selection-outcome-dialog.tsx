import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Badge } from '../../ui/badge/index.ts';
import { Button } from '../../ui/button/index.ts';
import { Modal } from '../../ui/modal/index.ts';
import type { SelectionOutcome } from './selection-outcome-store.ts';
import './selection-outcome.css';

/** Row by row, what an action run on a list's selection did: done, or not done and why (the platform's words). */
export function SelectionOutcomeDialog({ outcome, onClose }: { outcome: SelectionOutcome; onClose(): void }) {
  const { t } = useI18n();
  const words = t.actions.selectionOutcome;
  const done = outcome.items.filter((item) => item.done).length;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={words.title({ label: outcome.label, done, refused: outcome.items.length - done })}
      footer={
        <Button variant="primary" onClick={onClose}>
          {words.close()}
        </Button>
      }
    >
      <table className="selection-outcome">
        <thead>
          <tr>
            <th scope="col">{words.item()}</th>
            <th scope="col">{words.outcome()}</th>
          </tr>
        </thead>
        <tbody>
          {outcome.items.map((item) => (
            <tr key={item.code}>
              <td className="selection-outcome-code">{item.code}</td>
              <td>
                {item.done ? (
                  <Badge tone="success">{words.done()}</Badge>
                ) : (
                  <>
                    <Badge tone="danger">{words.refused()}</Badge>
                    <p className="selection-outcome-why">{item.why}</p>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
