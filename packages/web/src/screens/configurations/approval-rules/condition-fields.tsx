import { type ApprovalCondition, approvalSources } from '@ops/core/contract';
import type { ApprovalConditionDraft, ValidationKey } from '@ops/core/validation';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { CheckboxGroup } from '../../../ui/checkbox/index.ts';
import { useValidationMessage } from '../../../ui/form-field/use-validation-message.ts';
import { NumberField } from '../../../ui/number-field/index.ts';
import { Select } from '../../../ui/select/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';

const conditionKinds = [
  'AMOUNT_AT_LEAST',
  'SOURCE',
  'ITEMS_MORE_THAN',
] as const satisfies readonly ApprovalCondition['kind'][];

/** What is wrong with a condition's fields, by field. */
export type ConditionErrors = Partial<Record<'currency' | 'amount' | 'sources' | 'count', ValidationKey>>;

/**
 * One condition of the rule form, numbered: its kind, then that kind's fields (a currency and an amount in minor
 * units; the sources; a number of items), and a button that removes it.
 */
export function ConditionFields({
  number,
  condition,
  errors,
  disabled,
  onChange,
  onRemove,
}: {
  number: number;
  condition: ApprovalConditionDraft;
  errors: ConditionErrors;
  disabled: boolean;
  onChange(condition: ApprovalConditionDraft): void;
  onRemove(): void;
}) {
  const { t } = useI18n();
  const labels = t.approvalRules;
  const message = useValidationMessage();
  const change = (fields: Partial<ApprovalConditionDraft>) => onChange({ ...condition, ...fields });
  return (
    <div className="approval-condition">
      <Select
        label={labels.fields.conditionKind({ number })}
        value={condition.kind}
        disabled={disabled}
        options={conditionKinds.map((kind) => ({ value: kind, label: labels.conditionKinds[kind]() }))}
        onValueChange={(kind) => change({ kind })}
      />
      {condition.kind === 'AMOUNT_AT_LEAST' ? (
        <>
          <TextField
            label={labels.fields.currency()}
            value={condition.currency}
            error={message(errors.currency)}
            disabled={disabled}
            onChange={(currency) => change({ currency: currency.toUpperCase() })}
          />
          <NumberField
            label={labels.fields.amount()}
            value={condition.amount}
            currency={/^[A-Z]{3}$/.test(condition.currency) ? condition.currency : undefined}
            error={message(errors.amount)}
            disabled={disabled}
            onChange={(amount) => change({ amount })}
          />
        </>
      ) : null}
      {condition.kind === 'SOURCE' ? (
        <CheckboxGroup
          legend={labels.fields.sources()}
          options={approvalSources.map((source) => ({ value: source, label: labels.sources[source]() }))}
          values={condition.sources}
          error={message(errors.sources)}
          disabled={disabled}
          onValuesChange={(sources) => change({ sources })}
        />
      ) : null}
      {condition.kind === 'ITEMS_MORE_THAN' ? (
        <NumberField
          label={labels.fields.count()}
          value={condition.count}
          error={message(errors.count)}
          disabled={disabled}
          onChange={(count) => change({ count })}
        />
      ) : null}
      <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove}>
        {labels.removeCondition({ number })}
      </Button>
    </div>
  );
}
