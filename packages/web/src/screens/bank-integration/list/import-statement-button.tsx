import { importBankStatementAction } from '@ops/core/actions';
import type { BankStatementImport } from '@ops/core/contract';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';

/** Opens the file chooser from outside, e.g. when the palette runs the import. */
export interface ImportStatementHandle {
  choose(): void;
}

/**
 * Import statement: chooses a camt.053 file and imports it through the registry's action; what the import did,
 * or why the platform refused the file (one line naming the place), is told beside the button.
 */
export function ImportStatementButton({
  onImported,
  ref,
}: {
  onImported(imported: BankStatementImport): void;
  ref?: Ref<ImportStatementHandle>;
}) {
  const { t } = useI18n();
  const labels = t.bankIntegration.importStatement;
  const input = useRef<HTMLInputElement>(null);
  const importing = useRegistryAction(importBankStatementAction);
  const button = useRef<HTMLButtonElement>(null);
  // The palette runs the import from a key press: the chooser opens while that press still counts as the user's,
  // and the button keeps the focus for a browser that waits for a click of its own.
  useImperativeHandle(
    ref,
    () => ({
      choose: () => {
        button.current?.focus();
        input.current?.click();
      },
    }),
    [],
  );
  if (!importing.allowed) return null;
  return (
    <div className="bank-statement-import">
      <input
        ref={input}
        type="file"
        accept=".xml,application/xml,text/xml"
        aria-label={labels.label()}
        hidden
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const outcome = await importing.run({ file });
          if (outcome.done) onImported(outcome.result);
        }}
      />
      <Button ref={button} variant="primary" busy={importing.busy} onClick={() => input.current?.click()}>
        {labels.button()}
      </Button>
      <FormFailure message={importing.failure} />
    </div>
  );
}
