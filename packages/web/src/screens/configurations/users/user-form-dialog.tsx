import { createMerchantUserAction, updateMerchantUserAction } from '@ops/core/actions';
import type { MerchantUser } from '@ops/core/contract';
import { checkMerchantUserDraft, type FieldErrors, type MerchantUserField } from '@ops/core/validation';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Checkbox } from '../../../ui/checkbox/index.ts';
import { useValidationMessage } from '../../../ui/form-field/use-validation-message.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { useToast } from '../../../ui/toast/toast.tsx';

/**
 * Create a user of the bound merchant, or edit one (`user`): username (fixed once created), e-mail, first and last
 * name, enabled, is admin. The platform checks the fields; its refusal shows in the dialog.
 */
export function UserFormDialog({
  user,
  open,
  onOpenChange,
}: {
  user?: MerchantUser;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useI18n();
  const labels = t.merchantUsers;
  const toast = useToast();
  const [username, setUsername] = useState(user?.username ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [enabled, setEnabled] = useState(user?.enabled ?? true);
  const [isAdmin, setIsAdmin] = useState(user?.isAdmin ?? false);
  const create = useRegistryAction(createMerchantUserAction, { fallback: labels.createFailed() });
  const update = useRegistryAction(updateMerchantUserAction, { fallback: labels.updateFailed() });
  const save = user ? update : create;
  const [errors, setErrors] = useState<FieldErrors<MerchantUserField>>({});
  const message = useValidationMessage();

  const submit = async () => {
    const problems = checkMerchantUserDraft({ ...(user ? {} : { username }), email, firstName, lastName });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const fields = { email, firstName, lastName, enabled, isAdmin };
    const outcome = user
      ? await update.run({ username: user.username, ...fields })
      : await create.run({ username, ...fields });
    if (!outcome.done) return;
    toast.show({
      title: user
        ? labels.updated({ username: user.username })
        : labels.created({ username: username.trim().toLowerCase() }),
    });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? labels.editTitle({ username: user.username }) : labels.create()}
      cancelLabel={labels.cancel()}
      submitLabel={user ? labels.save() : labels.create()}
      busy={save.busy}
      failure={save.failure}
      onSubmit={submit}
    >
      {user ? null : (
        <TextField
          label={labels.fields.username()}
          hint={labels.fields.usernameHint()}
          required
          autoComplete="off"
          error={message(errors.username)}
          value={username}
          disabled={save.busy}
          onChange={setUsername}
        />
      )}
      <TextField
        label={labels.fields.email()}
        type="email"
        error={message(errors.email)}
        value={email}
        disabled={save.busy}
        onChange={setEmail}
      />
      <TextField
        label={labels.fields.firstName()}
        required
        error={message(errors.firstName)}
        value={firstName}
        disabled={save.busy}
        onChange={setFirstName}
      />
      <TextField
        label={labels.fields.lastName()}
        required
        error={message(errors.lastName)}
        value={lastName}
        disabled={save.busy}
        onChange={setLastName}
      />
      {/* Side by side, far enough apart for two 24 px touch targets (WCAG 2.5.8). */}
      <div className="user-form-flags">
        <Checkbox label={labels.fields.enabled()} checked={enabled} disabled={save.busy} onCheckedChange={setEnabled} />
        <Checkbox label={labels.fields.isAdmin()} checked={isAdmin} disabled={save.busy} onCheckedChange={setIsAdmin} />
      </div>
    </FormDialog>
  );
}
