import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../ui/button/index.ts';
import type { RegistryActionState } from './use-registry-action.ts';

export interface ActionButtonProps<Result> extends Pick<ButtonProps, 'size' | 'variant' | 'disabled' | 'aria-label'> {
  /** The action's state from `useRegistryAction`: the button shows only when its `allowed`, and is off while busy. */
  action: RegistryActionState<Result>;
  /** What the action runs with. */
  parameters: unknown;
  /** What follows a done run (a toast, a message); a failure stays in the action's `failure`. */
  onDone?: ((result: Result) => void) | undefined;
  children: ReactNode;
}

/**
 * A button that runs a registry action: not shown when the account's roles do not allow it (nor while they are not
 * known), disabled while it runs, `onDone` with its result. For the row and toolbar buttons of a screen.
 */
export function ActionButton<Result>({
  action,
  parameters,
  onDone,
  children,
  disabled,
  ...look
}: ActionButtonProps<Result>) {
  if (!action.allowed) return null;
  return (
    <Button
      {...look}
      disabled={disabled || action.busy}
      onClick={async () => {
        const outcome = await action.run(parameters);
        if (outcome.done) onDone?.(outcome.result);
      }}
    >
      {children}
    </Button>
  );
}
