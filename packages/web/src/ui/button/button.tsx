import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md';

export interface ButtonLook {
  /**
   * primary: the one main action of a screen or form; secondary (default): every other action; danger: an
   * action that removes or cancels something; ghost: a quiet action in a toolbar, a table row or a chip; link: a
   * code or name in a table or a list of facts that opens its record (underlined text, no box, never wraps).
   */
  variant?: ButtonVariant | undefined;
  /** md (default, 32 px high) for forms and page headers; sm (28 px) inside tables, filter bars and popovers. */
  size?: ButtonSize | undefined;
}

/** The classes of a button's look, for a link that must look like a button (`<AppLink className={…}>`). */
export function buttonClassName({ variant = 'secondary', size = 'md' }: ButtonLook = {}, extra?: string): string {
  return ['button', `button-${variant}`, size === 'sm' ? 'button-sm' : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /**
   * While the action it started runs: the button is disabled, says so to assistive technology (aria-busy) and
   * shows a spinner before its label, which stays the same so its accessible name does not change.
   */
  busy?: boolean | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** The app's button: one look for every action (see `ButtonLook`); `type` is "button" unless given. */
export function Button({
  variant,
  size,
  busy = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
