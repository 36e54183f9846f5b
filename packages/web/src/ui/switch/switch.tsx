import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import './switch.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean | undefined;
  hideLabel?: boolean | undefined;
}

/**
 * An on/off setting that applies at once (Radix Switch, role "switch"): Space or Enter flips it. A choice sent
 * with a form is a `Checkbox`.
 */
export function Switch({ label, checked, onCheckedChange, disabled, hideLabel }: SwitchProps) {
  const id = useId();
  return (
    <span className="switch">
      <RadixSwitch.Root
        id={id}
        className="switch-track"
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      >
        <RadixSwitch.Thumb className="switch-thumb" />
      </RadixSwitch.Root>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'switch-label'}>
        {label}
      </label>
    </span>
  );
}
