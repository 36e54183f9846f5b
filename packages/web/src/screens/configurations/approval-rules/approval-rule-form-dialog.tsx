import { createApprovalRuleAction, replaceApprovalRuleAction } from '@ops/core/actions';
import { type ApprovalRule, approvalActionKinds } from '@ops/core/contract';
import {
  type ApprovalConditionDraft,
  type ApprovalRuleField,
  checkApprovalRuleDraft,
  type FieldErrors,
} from '@ops/core/validation';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Checkbox, CheckboxGroup } from '../../../ui/checkbox/index.ts';
import { useValidationMessage } from '../../../ui/form-field/use-validation-message.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { NumberField } from '../../../ui/number-field/index.ts';
import { SegmentedControl } from '../../../ui/segmented-control/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { useToast } from '../../../ui/toast/toast.tsx';
import { newConditionDraft, ruleDraftOf } from './approval-rule-draft.ts';
import { type ConditionErrors, ConditionFields } from './condition-fields.tsx';

/** The errors of the condition at `at`, from the form's dotted `conditions.<at>.<field>` keys. */
function conditionErrorsOf(errors: FieldErrors<ApprovalRuleField>, at: number): ConditionErrors {
  const prefix = `conditions.${at}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, key]) => [field.slice(prefix.length), key]),
  );
}

/**
 * Add an approval rule to the bound division, or edit one (`rule`): its name, the actions it holds back, its
 * conditions joined with and/or, one or two approvers, the days a request waits, enabled. The form checks the
 * fields before sending; the platform's refusal shows in the dialog.
 */
export function ApprovalRuleFormDialog({
  rule,
  open,
  onOpenChange,
}: {
  rule?: ApprovalRule | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useI18n();
  const labels = t.approvalRules;
  const toast = useToast();
  const message = useValidationMessage();
  const [draft, setDraft] = useState(() => ruleDraftOf(rule));
  const [errors, setErrors] = useState<FieldErrors<ApprovalRuleField>>({});
  const create = useRegistryAction(createApprovalRuleAction, { fallback: labels.createFailed() });
  const replace = useRegistryAction(replaceApprovalRuleAction, { fallback: labels.updateFailed() });
  const save = rule ? replace : create;
  const change = (fields: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...fields }));
  const changeCondition = (at: number, condition: ApprovalConditionDraft | undefined) =>
    change({
      conditions: draft.conditions.flatMap((current, index) =>
        index !== at ? [current] : condition ? [condition] : [],
      ),
    });

  const submit = async () => {
    const checked = checkApprovalRuleDraft(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const outcome = rule
      ? await replace.run({ approvalRuleCode: rule.code, ...checked.body })
      : await create.run(checked.body);
    if (!outcome.done) return;
    toast.show({ title: (rule ? labels.updated : labels.created)({ name: checked.body.name }) });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={rule ? labels.editTitle({ name: rule.name }) : labels.createTitle()}
      cancelLabel={labels.cancel()}
      submitLabel={rule ? labels.save() : labels.create()}
      busy={save.busy}
      failure={save.failure}
      onSubmit={submit}
    >
      <TextField
        label={labels.fields.name()}
        hint={labels.fields.nameHint()}
        required
        error={message(errors.name)}
        value={draft.name}
        disabled={save.busy}
        onChange={(name) => change({ name })}
      />
      <CheckboxGroup
        legend={labels.fields.actionKinds()}
        options={approvalActionKinds.map((kind) => ({ value: kind, label: t.approvals.actionKinds[kind]() }))}
        values={draft.actionKinds}
        error={message(errors.actionKinds)}
        disabled={save.busy}
        onValuesChange={(actionKinds) => change({ actionKinds })}
      />
      {draft.conditions.length > 1 ? (
        <SegmentedControl
          label={labels.fields.join()}
          value={draft.join}
          disabled={save.busy}
          options={(['ALL', 'ANY'] as const).map((join) => ({ value: join, label: labels.joins[join]() }))}
          onValueChange={(join) => change({ join })}
        />
      ) : null}
      {draft.conditions.length === 0 ? <p className="field-hint">{labels.noConditions()}</p> : null}
      {draft.conditions.map((condition, at) => (
        <ConditionFields
          // A condition has no id of its own; its place is what the user sees (Condition 1, 2, …).
          // biome-ignore lint/suspicious/noArrayIndexKey: the conditions are numbered by their place
          key={at}
          number={at + 1}
          condition={condition}
          errors={conditionErrorsOf(errors, at)}
          disabled={save.busy}
          onChange={(next) => changeCondition(at, next)}
          onRemove={() => changeCondition(at, undefined)}
        />
      ))}
      <Button
        size="sm"
        disabled={save.busy}
        onClick={() => change({ conditions: [...draft.conditions, newConditionDraft] })}
      >
        {labels.addCondition()}
      </Button>
      <SegmentedControl
        label={labels.fields.approvers()}
        value={String(draft.approvers) as '1' | '2'}
        disabled={save.busy}
        options={[
          { value: '1', label: labels.approverCounts.one() },
          { value: '2', label: labels.approverCounts.two() },
        ]}
        onValueChange={(approvers) => change({ approvers: approvers === '2' ? 2 : 1 })}
      />
      <NumberField
        label={labels.fields.expiresInDays()}
        value={draft.expiresInDays}
        error={message(errors.expiresInDays)}
        disabled={save.busy}
        onChange={(expiresInDays) => change({ expiresInDays })}
      />
      <Checkbox
        label={labels.fields.enabled()}
        checked={draft.enabled}
        disabled={save.busy}
        onCheckedChange={(enabled) => change({ enabled })}
      />
    </FormDialog>
  );
}
