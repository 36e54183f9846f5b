import type { CreateUboBody, LegalForm } from '@ops/core/contract';
import { legalForms } from '@ops/core/contract';
import { useId, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { uboTextFields } from './identity-fields.ts';

type UboDraft = Record<(typeof uboTextFields)[number], string>;

const emptyDraft = Object.fromEntries(uboTextFields.map((field) => [field, ''])) as UboDraft;

/** A new UBO: a person needs a first and last name, an organization a legal name ('Required'). */
export function UboForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit(body: CreateUboBody): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const labels = t.sellers.ubos;
  const idPrefix = useId();
  const [type, setType] = useState<LegalForm>('INDIVIDUAL');
  const [draft, setDraft] = useState<UboDraft>(emptyDraft);
  const [missing, setMissing] = useState<readonly string[]>([]);
  const required = type === 'INDIVIDUAL' ? ['firstName', 'lastName'] : ['legalName'];
  return (
    <form
      className="seller-form ubo-form"
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
      <label htmlFor={`${idPrefix}-type`}>{labels.fields.type()}</label>
      <select id={`${idPrefix}-type`} value={type} onChange={(event) => setType(event.target.value as LegalForm)}>
        {legalForms.map((form) => (
          <option key={form} value={form}>
            {t.sellers.legalForms[form]()}
          </option>
        ))}
      </select>
      {uboTextFields.map((field) => (
        <div key={field} className="identity-field">
          <label htmlFor={`${idPrefix}-${field}`}>{labels.fields[field]()}</label>
          <input
            id={`${idPrefix}-${field}`}
            value={draft[field]}
            aria-invalid={missing.includes(field) ? true : undefined}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
          {missing.includes(field) ? (
            <p className="field-error" role="alert">
              {t.validation.required()}
            </p>
          ) : null}
        </div>
      ))}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {labels.cancel()}
        </button>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {labels.save()}
        </button>
      </div>
    </form>
  );
}
