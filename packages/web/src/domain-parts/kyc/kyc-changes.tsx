import type { KycDataChange, KycDataChanges } from '@ops/core/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge/badge.tsx';
import './kyc-changes.css';

const kinds = ['new', 'updated', 'removed'] as const;
const tones: Record<(typeof kinds)[number], BadgeTone> = { new: 'success', updated: 'info', removed: 'danger' };

/**
 * A KYC decision's changes to the seller's data (spec section 3: new, updated, removed), each field with its value
 * before and after side by side; the task view and the seller's KYC History show them.
 */
export function KycChanges({ changes, label }: { changes: KycDataChanges; label: string }) {
  const { t } = useI18n();
  const labels = t.kyc.task;
  const rows: Array<{ kind: (typeof kinds)[number]; change: KycDataChange }> = kinds.flatMap((kind) =>
    changes[kind].map((change) => ({ kind, change })),
  );
  if (rows.length === 0) return <p className="kyc-changes-none">{labels.noChanges()}</p>;
  return (
    <table className="kyc-changes" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{labels.change()}</th>
          <th scope="col">{labels.field()}</th>
          <th scope="col">{labels.before()}</th>
          <th scope="col">{labels.after()}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ kind, change }) => (
          <tr key={`${kind}:${change.field}`}>
            <td>
              <Badge tone={tones[kind]}>{labels.changeKinds[kind]()}</Badge>
            </td>
            <td>
              <code>{change.field}</code>
            </td>
            <td className="kyc-changes-before">{change.before ?? ''}</td>
            <td>{change.after ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
