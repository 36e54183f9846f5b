import * as RadixSelect from '@radix-ui/react-select';
import { Field, type FieldLabelling } from '../field/field.tsx';
import './select.css';

export interface SelectOption<Value extends string> {
  /** Never '' (Radix keeps '' for "nothing chosen"): say 'all' for a filter's "All". */
  value: Value;
  label: string;
  disabled?: boolean | undefined;
  /** The heading this option is listed under; options of one group follow each other. */
  group?: string | undefined;
}

export interface SelectProps<Value extends string> extends FieldLabelling {
  value: Value | undefined;
  onValueChange(value: NoInfer<Value>): void;
  options: readonly SelectOption<Value>[];
  /** Shown while nothing is chosen. */
  placeholder?: string | undefined;
  /** md (default) in forms; sm in filter bars and table toolbars. */
  size?: 'sm' | 'md' | undefined;
  disabled?: boolean | undefined;
  /** Submitted with a form under this name. */
  name?: string | undefined;
}

/**
 * A labelled dropdown of options (Radix Select): a combobox button that opens a listbox under it. Keyboard:
 * Enter, Space or the arrows open it, the arrows and typing a label's first letters move, Enter chooses, Escape
 * closes; focus returns to the button.
 */
export function Select<Value extends string>({
  label,
  hideLabel,
  hint,
  error,
  value,
  onValueChange,
  options,
  placeholder,
  size,
  disabled,
  name,
}: SelectProps<Value>) {
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={size === 'sm' ? 'field-sm' : undefined}
    >
      {({ id, labelId, ...described }) => (
        <RadixSelect.Root
          value={value ?? ''}
          onValueChange={(next) => onValueChange(next as Value)}
          disabled={disabled}
          name={name}
        >
          <RadixSelect.Trigger id={id} aria-labelledby={labelId} className="field-input select-trigger" {...described}>
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className="select-icon">
              <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className="select-content" position="popper" sideOffset={4}>
              <RadixSelect.Viewport className="select-viewport">
                {groupsOf(options).map(({ group, members }) =>
                  group === undefined ? (
                    members.map(renderItem)
                  ) : (
                    <RadixSelect.Group key={group}>
                      <RadixSelect.Label className="select-group-label">{group}</RadixSelect.Label>
                      {members.map(renderItem)}
                    </RadixSelect.Group>
                  ),
                )}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}

function renderItem<Value extends string>(option: SelectOption<Value>) {
  return (
    <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className="select-item">
      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
      <RadixSelect.ItemIndicator className="select-item-indicator">✓</RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
}

/** The options in runs of one group each, in their order. */
function groupsOf<Value extends string>(options: readonly SelectOption<Value>[]) {
  const runs: { group: string | undefined; members: SelectOption<Value>[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.members.push(option);
    else runs.push({ group: option.group, members: [option] });
  }
  return runs;
}
