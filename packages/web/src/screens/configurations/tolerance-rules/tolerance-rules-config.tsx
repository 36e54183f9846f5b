import { setToleranceRuleAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { maxDateWindowDays, maxToleranceMinor, maxTolerancePercent, type ToleranceRule } from '@ops/core/contract';
import { formatDisplayDate } from '@ops/core/dates';
import { useRef, useState } from 'react';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { FormFooter } from '../../../ui/form-footer/form-footer.tsx';
import { NumberField } from '../../../ui/number-field/index.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { TextField } from '../../../ui/text-field/index.ts';
import { type DraftErrors, draftOf, readDraft, type ToleranceRuleDraft } from './tolerance-rule-draft.ts';
import { useToleranceRule } from './use-tolerance-rule.ts';

/**
 * Configurations → Tolerance rules (`/configurations/tolerance-rules`, issue 34): the bound division's amount
 * tolerance (minor units and/or percent of the line) and date window, which auto-reconciliation matches bank and PSP
 * report lines within. Saved through `toleranceRules.set`.
 */
export function ToleranceRulesConfig({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.toleranceRules;
  const rule = useToleranceRule(scope);
  return (
    <Card title={labels.title()}>
      <p>{labels.description()}</p>
      {rule.isError ? (
        <ErrorState title={labels.getFailed()} onRetry={() => void rule.refetch()} />
      ) : rule.data ? (
        <ToleranceRuleForm key={rule.data.updatedAt ?? 'exact'} rule={rule.data} />
      ) : (
        <SkeletonList count={3} label={t.shell.screenLoad.loading()} />
      )}
    </Card>
  );
}

const noErrors: DraftErrors = { amountMinor: false, amountPercent: false, dateWindowDays: false };

function ToleranceRuleForm({ rule }: { rule: ToleranceRule }) {
  const { t } = useI18n();
  const labels = t.toleranceRules;
  const [draft, setDraft] = useState<ToleranceRuleDraft>(() => draftOf(rule));
  const [errors, setErrors] = useState<DraftErrors>(noErrors);
  const save = useRegistryAction(setToleranceRuleAction, { fallback: labels.updateFailed(), success: labels.saved() });
  const firstBox = useRef<HTMLInputElement>(null);
  useActionSubject(undefined, { 'toleranceRules.set': () => firstBox.current?.focus() });
  const edit = (field: keyof ToleranceRuleDraft) => (value: string) => setDraft({ ...draft, [field]: value });
  const wholeError = (wrong: boolean, max: number) => (wrong ? labels.outOfRange({ max }) : undefined);
  return (
    <form
      className="configuration-setting"
      aria-label={labels.title()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const read = readDraft(draft);
        if ('errors' in read) return setErrors(read.errors);
        setErrors(noErrors);
        void save.run(read.body);
      }}
    >
      <p>
        {rule.updatedAt && rule.updatedBy
          ? labels.changed({ by: rule.updatedBy, at: formatDisplayDate(rule.updatedAt) })
          : labels.exact()}
      </p>
      <NumberField
        ref={firstBox}
        label={labels.amountMinor()}
        hint={labels.amountMinorHint()}
        value={draft.amountMinor}
        onChange={edit('amountMinor')}
        error={wholeError(errors.amountMinor, maxToleranceMinor)}
      />
      <TextField
        inputMode="decimal"
        label={labels.amountPercent()}
        hint={labels.amountPercentHint({ max: maxTolerancePercent })}
        value={draft.amountPercent}
        onChange={edit('amountPercent')}
        error={errors.amountPercent ? labels.percentOutOfRange({ max: maxTolerancePercent }) : undefined}
      />
      <NumberField
        label={labels.dateWindowDays()}
        hint={labels.dateWindowHint({ max: maxDateWindowDays })}
        value={draft.dateWindowDays}
        onChange={edit('dateWindowDays')}
        error={wholeError(errors.dateWindowDays, maxDateWindowDays)}
      />
      {save.allowed ? <FormFooter failure={save.failure} busy={save.busy} submitLabel={labels.save()} /> : null}
    </form>
  );
}
