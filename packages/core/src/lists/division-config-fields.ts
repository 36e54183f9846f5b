import type { TranslationFunctions } from '@ops/locales';
import { type DivisionConfig, webhookTypes } from '../contract/index.ts';
import { payoutFrequencyLabel } from '../dates/payout-frequency-label.ts';

/** One setting of a division's configuration in words: `ops config show`'s lines, the merchant overview's columns. */
export interface DivisionConfigField {
  id: string;
  header(t: TranslationFunctions): string;
  value(config: DivisionConfig, t: TranslationFunctions): string;
}

const onOff = (on: boolean, t: TranslationFunctions) =>
  on ? t.configurations.fields.on() : t.configurations.fields.off();

export const divisionConfigFields: readonly DivisionConfigField[] = [
  {
    id: 'balanceTransfers',
    header: (t) => t.configurations.fields.balanceTransfers(),
    value: (config, t) => onOff(config.balanceTransfersEnabled, t),
  },
  {
    id: 'payoutScheduler',
    header: (t) => t.configurations.fields.payoutScheduler(),
    value: ({ payoutScheduler: scheduler }, t) =>
      scheduler.enabled ? payoutFrequencyLabel(scheduler.frequency, t) : onOff(false, t),
  },
  {
    id: 'refundPeriod',
    header: (t) => t.configurations.fields.refundPeriod(),
    value: (config) => (config.refundPeriodDays === null ? '' : String(config.refundPeriodDays)),
  },
  {
    id: 'kycPermission',
    header: (t) => t.configurations.fields.kycPermission(),
    value: (config) => config.kycPermission,
  },
  {
    id: 'relianceModel',
    header: (t) => t.configurations.fields.relianceModel(),
    value: (config) => config.relianceModel,
  },
  {
    id: 'governmentEntity',
    header: (t) => t.configurations.fields.governmentEntity(),
    value: (config, t) => onOff(config.governmentEntity, t),
  },
  ...webhookTypes.map((type) => ({
    id: `webhook${type}`,
    header: (t: TranslationFunctions) => t.configurations.fields.webhookUrl({ type }),
    value: (config: DivisionConfig) => config.webhookUrls[type] ?? '',
  })),
  {
    id: 'reasonsRequired',
    header: (t) => t.reasons.config.field(),
    value: ({ reasonsRequired }, t) =>
      reasonsRequired.length === 0
        ? t.reasons.config.none()
        : reasonsRequired.map((kind) => t.reasons.kinds[kind]()).join(', '),
  },
];
