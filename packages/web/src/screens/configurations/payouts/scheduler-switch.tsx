import type { PayoutScheduler } from '@ops/core/contract';
import { calendarDayOf, formatDisplayDate, nextPayoutDueDate } from '@ops/core/dates';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Switch } from '../../../ui/switch/switch.tsx';
import type { ConfigUpdate } from '../common/config-update.ts';

/** The scheduler on or off, and what that means: payouts are manual, or the next due date (the platform's rule). */
export function SchedulerSwitch({
  scheduler,
  divisionSince,
  update,
}: {
  scheduler: PayoutScheduler;
  divisionSince: string;
  update: ConfigUpdate;
}) {
  const { t } = useI18n();
  const labels = t.configurations.scheduler;
  const dueDate = scheduler.enabled
    ? nextPayoutDueDate(scheduler.frequency, calendarDayOf(new Date()), calendarDayOf(new Date(divisionSince)))
    : undefined;
  return (
    <>
      <Switch
        label={labels.enabled()}
        checked={scheduler.enabled}
        disabled={update.busy || !update.allowed}
        onCheckedChange={(enabled) => void update.run({ payoutScheduler: { ...scheduler, enabled } })}
      />
      <p role="status">{dueDate ? labels.nextDate({ date: formatDisplayDate(dueDate) }) : labels.manual()}</p>
    </>
  );
}
