import type { ReactNode } from 'react';
import '../form-field/form-field.css';

/**
 * Why a form or an action failed, said as an alert in the danger colour; nothing while it has not failed. Give it
 * the failure as `useRegistryAction` keeps it (`failure`), or a form's own refusal in words.
 */
export function FormFailure({
  message,
  className,
  icon,
}: {
  /** The failure in words; nothing shows while it is undefined or empty. */
  message: string | undefined;
  /** A class of the screen's layout beside `form-failure`, e.g. to place it in a row. */
  className?: string | undefined;
  /** Shown before the words, e.g. the file uploader's error icon. */
  icon?: ReactNode;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={className ? `form-failure ${className}` : 'form-failure'}>
      {icon}
      {message}
    </p>
  );
}
