import type { TranslationFunctions } from '@ops/locales';
import { escapeHtml } from '../../../identity/pages/html.ts';
import type { AccountHolderRow } from '../../account-owner/scope.ts';
import {
  addressFields,
  documentTypesFor,
  type FieldName,
  type FormErrorKey,
  identityFields,
  payoutCurrencies,
} from './hosted-form.ts';

export interface OnboardingFormView {
  t: TranslationFunctions;
  seller: AccountHolderRow;
  merchantName: string;
  /** What the seller typed, when the form comes back with errors; else the seller's details as they are. */
  values?: Record<string, string> | undefined;
  errors?: Partial<Record<FieldName, FormErrorKey>> | undefined;
  language: string;
}

interface FieldOptions {
  type?: string;
  autocomplete?: string;
  required: boolean;
  hint?: string | undefined;
  extra?: string;
}

const inputAttributes: Partial<Record<FieldName, Omit<FieldOptions, 'required'>>> = {
  firstName: { autocomplete: 'given-name' },
  lastName: { autocomplete: 'family-name' },
  dateOfBirth: { type: 'date', autocomplete: 'bday' },
  nationality: { extra: 'maxlength="3" pattern="[A-Za-z]{3}" autocapitalize="characters"' },
  phone: { type: 'tel', autocomplete: 'tel' },
  legalName: { autocomplete: 'organization' },
  street: { autocomplete: 'address-line1' },
  houseNumber: { extra: 'inputmode="numeric"' },
  zipcode: { autocomplete: 'postal-code' },
  city: { autocomplete: 'address-level2' },
  country: { extra: 'maxlength="3" pattern="[A-Za-z]{3}" autocapitalize="characters"' },
  accountName: { autocomplete: 'name' },
  iban: { extra: 'spellcheck="false" autocapitalize="characters" autocomplete="off"' },
  documentExpiresAt: { type: 'date' },
};

/** The page's form: five steps (identity, address, bank account, documents, review), each a section. */
export function renderOnboardingForm(view: OnboardingFormView): string {
  const { t, seller } = view;
  const page = t.hostedPage;
  const values = view.values ?? sellerValues(seller);
  const errors = view.errors ?? {};
  const label = (name: FieldName) => page.fields[name]();
  const errorText = (key: FormErrorKey) => (key === 'required' ? t.validation.required() : page.errors[key]());

  const field = (name: FieldName, options: FieldOptions) => {
    const id = `f-${name}`;
    const error = errors[name];
    const { type = 'text', autocomplete, extra = '' } = { ...inputAttributes[name], ...options };
    const described = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return `<div class="field">
<label for="${id}" data-name="${escapeHtml(label(name))}">${escapeHtml(label(name))}${options.required ? '' : ` <span class="optional">(${escapeHtml(page.optional())})</span>`}</label>
<input id="${id}" name="${name}" type="${type}" value="${escapeHtml(values[name] ?? '')}"${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${options.required ? ' required' : ''}${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''} ${extra}>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(errorText(error))}</p>` : ''}
</div>`;
  };

  const select = (name: FieldName, options: readonly { value: string; text: string }[], hint?: string) => {
    const id = `f-${name}`;
    const error = errors[name];
    const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    const choices = options
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${values[name] === option.value ? ' selected' : ''}>${escapeHtml(option.text)}</option>`,
      )
      .join('');
    return `<div class="field">
<label for="${id}" data-name="${escapeHtml(label(name))}">${escapeHtml(label(name))}</label>
<select id="${id}" name="${name}" required${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>${choices}</select>
${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(errorText(error))}</p>` : ''}
</div>`;
  };

  const fileInput = (id: string, text: string, extra: string, hintId?: string) =>
    `<div class="field"><label for="${id}" data-name="${escapeHtml(text)}">${escapeHtml(text)}</label>
<input id="${id}" name="documentFiles" type="file" ${extra}${hintId ? ` aria-describedby="${hintId}"` : ''}${errors.documentFiles ? ' aria-invalid="true"' : ''}></div>`;

  const steps = [
    {
      id: 'identity',
      fields: identityFields(seller.legalForm)
        .map(([name, required]) =>
          field(name, {
            required,
            hint: name === 'nationality' ? page.hints.countryCode() : undefined,
          }),
        )
        .join(''),
    },
    {
      id: 'address',
      fields: addressFields
        .map(([name, required]) =>
          field(name, { required, hint: name === 'country' ? page.hints.countryCode() : undefined }),
        )
        .join(''),
    },
    {
      id: 'bankAccount',
      fields: [
        field('accountName', { required: true }),
        field('iban', { required: true, hint: page.hints.iban() }),
        select(
          'currency',
          payoutCurrencies.map((currency) => ({ value: currency, text: currency })),
          page.hints.currency(),
        ),
      ].join(''),
    },
    {
      id: 'documents',
      fields: [
        select(
          'documentType',
          documentTypesFor(seller.legalForm).map((type) => ({ value: type, text: t.documents.list.types[type]() })),
        ),
        seller.legalForm === 'INDIVIDUAL' ? field('documentNumber', { required: false }) : '',
        field('documentExpiresAt', { required: false }),
        `<p class="hint" id="f-documentFiles-hint">${escapeHtml(page.hints.documentFiles())}</p>`,
        fileInput('f-documentPhoto', page.fields.documentPhoto(), 'accept="image/*" capture="environment"'),
        fileInput(
          'f-documentFiles',
          page.fields.documentFiles(),
          'accept="image/*,application/pdf,.heic,.heif" multiple',
          'f-documentFiles-hint',
        ),
        errors.documentFiles
          ? `<p class="field-error" id="f-documentFiles-error">${escapeHtml(errorText(errors.documentFiles))}</p>`
          : '',
      ].join(''),
    },
  ] as const;
  const total = steps.length + 1;
  const moves = (index: number) =>
    `<div class="moves">${index > 0 ? `<button type="button" class="secondary" data-move="-1">${escapeHtml(page.back())}</button>` : ''}<button type="button" class="primary" data-move="1">${escapeHtml(page.next())}</button></div>`;
  const sections = steps
    .map(
      (step, index) => `<section class="step" aria-labelledby="h-${step.id}">
<p class="step-count">${escapeHtml(page.stepOf({ step: index + 1, total }))}</p>
<h2 id="h-${step.id}" tabindex="-1">${escapeHtml(page.steps[step.id]())}</h2>
${step.fields}
${moves(index)}
</section>`,
    )
    .join('\n');
  const review = `<section class="step" aria-labelledby="h-review">
<p class="step-count">${escapeHtml(page.stepOf({ step: total, total }))}</p>
<h2 id="h-review" tabindex="-1">${escapeHtml(page.steps.review())}</h2>
<p>${escapeHtml(page.reviewIntro())}</p>
<dl id="review" data-no-files="${escapeHtml(page.noFiles())}"></dl>
<div class="moves"><button type="button" class="secondary" data-move="-1">${escapeHtml(page.back())}</button><button type="submit" class="primary">${escapeHtml(page.submit())}</button></div>
</section>`;
  return `<h1>${escapeHtml(page.title({ merchant: view.merchantName }))}</h1>
<p>${escapeHtml(page.intro({ merchant: view.merchantName }))}</p>
${errorSummary(view, label, errorText)}
<form method="post" enctype="multipart/form-data" data-steps>
<input type="hidden" name="lang" value="${escapeHtml(view.language)}">
${sections}
${review}
</form>`;
}

function errorSummary(
  view: OnboardingFormView,
  label: (name: FieldName) => string,
  errorText: (key: FormErrorKey) => string,
): string {
  const entries = Object.entries(view.errors ?? {}) as [FieldName, FormErrorKey][];
  if (entries.length === 0) return '';
  const items = entries
    .map(([name, key]) => `<li><a href="#f-${name}">${escapeHtml(label(name))}: ${escapeHtml(errorText(key))}</a></li>`)
    .join('');
  return `<div class="error-summary" role="alert"><h2>${escapeHtml(view.t.hostedPage.errorSummary())}</h2><ul>${items}</ul></div>`;
}

function sellerValues(seller: AccountHolderRow): Record<string, string> {
  const text = (value: string | null) => value ?? '';
  return {
    firstName: text(seller.firstName),
    lastName: text(seller.lastName),
    legalName: text(seller.legalName),
    dateOfBirth: text(seller.dateOfBirth),
    nationality: text(seller.nationality),
    phone: text(seller.phone),
    registrationNumber: text(seller.registrationNumber),
    taxNumber: text(seller.taxNumber),
    street: text(seller.street),
    houseNumber: text(seller.houseNumber),
    houseNumberAddition: text(seller.houseNumberAddition),
    zipcode: text(seller.zipcode),
    city: text(seller.city),
    country: text(seller.country),
    accountName: seller.legalName ?? seller.name,
    currency: 'EUR',
  };
}
