import { type PayoutFrequency, type PayoutScheduler, payoutIntervalUnits } from '@ops/core/contract';
import { payoutFrequencyLabel } from '@ops/core/dates';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { NumberField } from '../../../ui/number-field/index.ts';
import { Select } from '../../../ui/select/index.ts';
import { TabLinks } from '../../../ui/tabs/index.ts';
import type { ConfigUpdate } from '../common/config-update.ts';
import {
  frequencyOf,
  presetOfType,
  schedulerPath,
  schedulerTypeIn,
  schedulerTypeOf,
  schedulerTypes,
} from './scheduler-types.ts';

type IntervalUnit = (typeof payoutIntervalUnits)[number];

/**
 * The scheduler's frequency: one address per type (`scheduler/{type}`), the saved one marked, the one on view
 * saved with its button; a custom frequency takes every N days, weeks or months.
 */
export function SchedulerFrequency({ scheduler, update }: { scheduler: PayoutScheduler; update: ConfigUpdate }) {
  const { t } = useI18n();
  const labels = t.configurations.scheduler;
  const [location] = useLocation();
  const saved = scheduler.frequency;
  const shown = schedulerTypeIn(location) ?? schedulerTypeOf(saved);
  const [every, setEvery] = useState(saved.preset === 'CUSTOM' ? String(saved.every) : '1');
  const [unit, setUnit] = useState<IntervalUnit>(saved.preset === 'CUSTOM' ? saved.unit : 'WEEKS');
  const everyNumber = Number(every);
  const everyValid = /^\d+$/.test(every.trim()) && everyNumber >= 1;
  const frequency: PayoutFrequency | undefined =
    shown === 'custom' ? (everyValid ? { preset: 'CUSTOM', every: everyNumber, unit } : undefined) : frequencyOf(shown);
  const unchanged = frequency !== undefined && JSON.stringify(frequency) === JSON.stringify(saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (frequency) void update.run({ payoutScheduler: { enabled: scheduler.enabled, frequency } });
  };

  return (
    <form className="configuration-setting" onSubmit={submit} aria-label={labels.typesLabel()}>
      <p>{labels.current({ frequency: payoutFrequencyLabel(saved, t) })}</p>
      <TabLinks
        label={labels.typesLabel()}
        linkComponent={AppLink}
        links={schedulerTypes.map((type) => ({
          to: schedulerPath(type),
          label: labels.types[presetOfType[type]](),
          current: type === shown,
        }))}
      />
      {shown === 'custom' ? (
        <div className="configuration-row">
          <NumberField
            label={labels.customEvery()}
            value={every}
            onChange={setEvery}
            error={everyValid ? undefined : t.validation.required()}
          />
          <Select
            label={labels.customUnit()}
            value={unit}
            onValueChange={setUnit}
            options={payoutIntervalUnits.map((value) => ({ value, label: labels.units[value]() }))}
          />
        </div>
      ) : null}
      <p>{shown === 'custom' ? labels.customHint() : labels.weekdaysOnly()}</p>
      <div>
        <Button
          type="submit"
          variant="primary"
          busy={update.busy}
          disabled={!frequency || unchanged || !update.allowed}
        >
          {labels.save()}
        </Button>
      </div>
    </form>
  );
}
