import type { CreateUboBody, LegalForm, Ubo, UboPatch } from '@ops/core/contract';
import { legalForms } from '@ops/core/contract';
import { useState } from 'react';
import { uboTextFields } from '../../../../domain-parts/seller-identity/identity-fields.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
import { Select } from '../../../../ui/select/select.tsx';
import { TextField } from '../../../../ui/text-field/text-field.tsx';
import '../../../../ui/form-field/form-field.css';

type UboDraft = Record<(typeof uboTextFields)[number], string>;

const draftOf = (ubo: Ubo | undefined) =>
  Object.fromEntries(uboTextFields.map((field) => [field, ubo?.[field] ?? ''])) as UboDraft;

/** What an edit changes of `ubo`: the fields whose text changed, a field emptied as null (the PATCH clears it). */
export function uboPatchOf(ubo: Ubo, body: CreateUboBody): UboPatch {
  const patch: UboPatch = body.type === ubo.type ? {} : { type: body.type };
  for (const field of uboTextFields) {
    const value = body[field] ?? null;
    if (value !== ubo[field]) patch[field] = value;
  }
  return patch;
}

/**
 * A new UBO, or (`ubo` given) the UBO's fields to edit: a person needs a first and last name, an organization a
 * legal name ('Required').
 */
export function UboForm({
  ubo,
  busy,
  onSubmit,
  onCancel,
}: {
  ubo?: Ubo | undefined;
  busy: boolean;
  onSubmit(body: CreateUboBody): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const labels = t.sellers.ubos;
  const [type, setType] = useState<LegalForm>(ubo?.type ?? 'INDIVIDUAL');
  const [draft, setDraft] = useState<UboDraft>(() => draftOf(ubo));
  const [missing, setMissing] = useState<readonly string[]>([]);
  const required = type === 'INDIVIDUAL' ? ['firstName', 'lastName'] : ['legalName'];
  return (
    <form
      className="seller-form ubo-form"
      aria-label={
        ubo
          ? labels.editLabel({ name: ubo.legalName ?? `${ubo.firstName ?? ''} ${ubo.lastName ?? ''}`.trim() })
          : labels.add()
      }
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const empty = required.filter((field) => !draft[field as keyof UboDraft].trim());
        setMissing(empty);
        if (empty.length > 0) return;
        const body: CreateUboBody = { type };
        for (const field of uboTextFields) if (draft[field].trim()) body[field] = draft[field].trim();
        onSubmit(body);
      }}
    >
      <Select
        label={labels.fields.type()}
        value={type}
        onValueChange={setType}
        options={legalForms.map((form) => ({ value: form, label: t.sellers.legalForms[form]() }))}
      />
      {uboTextFields.map((field) => (
        <TextField
          key={field}
          label={labels.fields[field]()}
          value={draft[field]}
          error={missing.includes(field) ? t.validation.required() : undefined}
          onChange={(value) => setDraft({ ...draft, [field]: value })}
        />
      ))}
      <FormFooter
        busy={busy}
        cancelLabel={labels.cancel()}
        onCancel={onCancel}
        submitLabel={ubo ? labels.update() : labels.save()}
      />
    </form>
  );
}
