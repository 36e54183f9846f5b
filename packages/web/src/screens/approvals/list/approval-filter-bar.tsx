import { type ApprovalRequestStatus, approvalRequestStatuses } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FilterBar, FilterSelect } from '../../../ui/filter-bar/index.ts';

/** The All tab's filter: one status or any, a chip once chosen. */
export function ApprovalFilterBar({
  status,
  onChange,
}: {
  status: ApprovalRequestStatus | undefined;
  onChange(status: ApprovalRequestStatus | undefined): void;
}) {
  const { t } = useI18n();
  const labels = t.approvals.filters;
  return (
    <FilterBar
      active={status ? [{ key: 'status', label: labels.status(), value: t.approvals.statuses[status]() }] : []}
      onRemove={() => onChange(undefined)}
      onClear={() => onChange(undefined)}
    >
      <FilterSelect
        label={labels.status()}
        anyLabel={labels.anyStatus()}
        value={status}
        options={approvalRequestStatuses.map((value) => ({ value, label: t.approvals.statuses[value]() }))}
        onChange={onChange}
      />
    </FilterBar>
  );
}
