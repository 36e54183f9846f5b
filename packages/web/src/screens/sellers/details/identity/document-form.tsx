import { organizationDocumentTypes, personalDocumentTypes } from '@ops/core/contract';
import { useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
import { Select } from '../../../../ui/select/select.tsx';
import { TextField } from '../../../../ui/text-field/text-field.tsx';

const documentTextFields = ['number', 'issuedAt', 'expiresAt', 'issuerCountry', 'externalReference'] as const;
type DocumentDraft = Record<(typeof documentTextFields)[number], string>;
const emptyDraft = Object.fromEntries(documentTextFields.map((field) => [field, ''])) as DocumentDraft;
const dateFields = new Set(['issuedAt', 'expiresAt']);

export type DocumentType = (typeof personalDocumentTypes)[number] | (typeof organizationDocumentTypes)[number];

/**
 * A new document: its type (a person's identity papers; an organization also its own documents) and the
 * optional number, dates, issuer country and external reference. Its files are uploaded once it exists.
 */
export function DocumentForm({
  organization,
  busy,
  failure,
  onSubmit,
  onCancel,
}: {
  organization: boolean;
  busy: boolean;
  failure: string | undefined;
  onSubmit(document: { type: DocumentType } & Partial<DocumentDraft>): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const labels = t.documents.list;
  const fieldLabels = t.sellers.documents.fields;
  const [type, setType] = useState<DocumentType>(organization ? 'REGISTRATION_EXTRACT' : 'PASSPORT');
  const [draft, setDraft] = useState<DocumentDraft>(emptyDraft);
  const orgGroup = t.sellers.legalForms.ORGANIZATION();
  const personGroup = t.sellers.legalForms.INDIVIDUAL();
  const option = (value: DocumentType, group: string | undefined) => ({
    value,
    label: labels.types[value](),
    group,
  });
  return (
    <form
      className="seller-form document-form"
      aria-label={labels.addTitle()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const given = documentTextFields.filter((field) => draft[field].trim());
        const fields = Object.fromEntries(given.map((field) => [field, draft[field].trim()]));
        if (fields.issuerCountry) fields.issuerCountry = fields.issuerCountry.toUpperCase();
        onSubmit({ type, ...fields });
      }}
    >
      <Select<DocumentType>
        label={labels.type()}
        value={type}
        onValueChange={setType}
        options={[
          ...(organization ? organizationDocumentTypes.map((value) => option(value, orgGroup)) : []),
          ...personalDocumentTypes.map((value) => option(value, organization ? personGroup : undefined)),
        ]}
      />
      {documentTextFields.map((field) => (
        <TextField
          key={field}
          label={fieldLabels[field]()}
          type={dateFields.has(field) ? 'date' : 'text'}
          maxLength={field === 'issuerCountry' ? 3 : undefined}
          value={draft[field]}
          onChange={(value) => setDraft({ ...draft, [field]: value })}
        />
      ))}
      <FormFooter
        failure={failure}
        busy={busy}
        cancelLabel={labels.cancel()}
        submitLabel={labels.add()}
        onCancel={onCancel}
      />
    </form>
  );
}
