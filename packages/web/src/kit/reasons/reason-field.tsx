import { type ReasonAsk, reasonProblemOf } from '@ops/core/actions';
import { maxReasonLength } from '@ops/core/contract';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { TextField } from '../../ui/text-field/text-field.tsx';

/** A reason as typed, its error once checked, and the check a submit runs first. */
export interface ReasonInput {
  value: string;
  setValue(value: string): void;
  error: string | undefined;
  /** The trimmed reason to send (undefined when none), or false (its error shown) when it cannot be sent. */
  check(): string | undefined | false;
}

/** The state of one reason field: `check` refuses a blank reason where it is required, or one too long. */
export function useReasonInput(ask: ReasonAsk | undefined): ReasonInput {
  const { t } = useI18n();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    setValue(next) {
      setValue(next);
      setError(undefined);
    },
    error,
    check() {
      const problem = reasonProblemOf(ask, value);
      if (problem) {
        setError(
          problem === 'required' ? t.reasons.field.required() : t.reasons.field.tooLong({ max: maxReasonLength }),
        );
        return false;
      }
      return value.trim() || undefined;
    },
  };
}

/**
 * The "Reason" field (issue 30) the confirmation and the forms that change something show for a change of a reason
 * kind: "Reason" where the bound division requires one, "Reason (optional)" otherwise. Nothing when `ask` is none.
 */
export function ReasonField({ ask, input }: { ask: ReasonAsk | undefined; input: ReasonInput }) {
  const { t } = useI18n();
  if (!ask) return null;
  return (
    <TextField
      label={ask.required ? t.reasons.field.label() : t.reasons.field.optionalLabel()}
      hint={t.reasons.field.hint()}
      value={input.value}
      onChange={input.setValue}
      error={input.error}
      required={ask.required}
      maxLength={maxReasonLength + 100}
      autoComplete="off"
    />
  );
}
