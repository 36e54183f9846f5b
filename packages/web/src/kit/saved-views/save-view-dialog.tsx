import { useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Checkbox } from '../../ui/checkbox/index.ts';
import { FormDialog } from '../../ui/modal/index.ts';
import { SegmentedControl } from '../../ui/segmented-control/index.ts';
import { TextField } from '../../ui/text-field/index.ts';
import type { NewView } from './use-saved-views.ts';

/**
 * Save as…: the list as it is now under a new name, for the bound division or every merchant and division, shared
 * with the team or not. The platform refuses a name the user already gave a view of the list there.
 */
export function SaveViewDialog({
  open,
  busy,
  failure,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  busy: boolean;
  failure: string | undefined;
  onOpenChange(open: boolean): void;
  onSave(view: NewView): void;
}) {
  const { t } = useI18n();
  const labels = t.savedViews.bar;
  const scope = useMerchantScope();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [where, setWhere] = useState<'division' | 'every'>('division');
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setName('');
        onOpenChange(next);
      }}
      title={labels.saveAsTitle()}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      busy={busy}
      submitDisabled={name.trim() === ''}
      failure={failure}
      onSubmit={() => onSave({ name: name.trim(), shared, inDivision: scope !== undefined && where === 'division' })}
    >
      <TextField label={labels.name()} value={name} onChange={setName} maxLength={100} autoFocus />
      {scope ? (
        <SegmentedControl
          label={labels.scope()}
          value={where}
          onValueChange={setWhere}
          options={[
            { value: 'division', label: labels.scopeDivision({ divisionCode: scope.divisionCode }) },
            { value: 'every', label: labels.scopeEvery() },
          ]}
        />
      ) : null}
      <Checkbox label={labels.shareOnSave()} checked={shared} onCheckedChange={setShared} />
    </FormDialog>
  );
}
