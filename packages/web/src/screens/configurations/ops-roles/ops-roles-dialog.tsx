import { setOpsAccountRolesAction } from '@ops/core/actions';
import { type OpsAccount, type OpsRole, opsRoles } from '@ops/core/contract';
import { useState } from 'react';
import { useMyRoles } from '../../../kit/actions/use-my-roles.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Checkbox } from '../../../ui/checkbox/index.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { useToast } from '../../../ui/toast/toast.tsx';

/**
 * An ops account's roles, one box each, saved as its whole set through `opsAccounts.setRoles`. A role the signed-in
 * admin does not hold cannot be given or taken away: its box is disabled with the note why (the platform refuses it
 * anyway, and that refusal shows in the form's failure).
 */
export function OpsRolesDialog({ account, onClose }: { account: OpsAccount; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.opsRoles.screen;
  const toast = useToast();
  const mine = useMyRoles() ?? [];
  const [roles, setRoles] = useState<readonly OpsRole[]>(account.roles);
  const save = useRegistryAction(setOpsAccountRolesAction, { fallback: labels.updateFailed() });
  const toggle = (role: OpsRole, on: boolean) =>
    setRoles((held) => opsRoles.filter((each) => (each === role ? on : held.includes(each))));

  const submit = async () => {
    const outcome = await save.run({ account: account.email, roles: [...roles] });
    if (!outcome.done) return;
    toast.show({ title: labels.updated({ name: account.name }) });
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={labels.editTitle({ name: account.name })}
      cancelLabel={labels.cancel()}
      submitLabel={labels.save()}
      busy={save.busy}
      failure={save.failure}
      onSubmit={submit}
    >
      <ul className="ops-roles-choices">
        {opsRoles.map((role) => {
          const held = mine.includes(role);
          return (
            <li key={role}>
              <Checkbox
                label={t.opsRoles.names[role]()}
                checked={roles.includes(role)}
                disabled={save.busy || !held}
                onCheckedChange={(on) => toggle(role, on)}
              />
              <span className="ops-roles-choice-note">{held ? t.opsRoles.descriptions[role]() : labels.notHeld()}</span>
            </li>
          );
        })}
      </ul>
    </FormDialog>
  );
}
