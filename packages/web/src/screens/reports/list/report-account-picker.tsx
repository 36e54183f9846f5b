import type { MerchantScope } from '@ops/core/api';
import type { ReportAccount } from '@ops/core/contract';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Select } from '../../../ui/select/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { useReportAccounts } from './use-reports.ts';

const wholeDivision = 'division';

const accountLabel = (account: ReportAccount) =>
  `${account.accountHolderName ?? account.displayName} · ${account.currency} · ${account.virtualAccountCode}`;

/** The Division tab's account: the whole division, or one of its income accounts (one per currency). */
export function DivisionAccountSelect({
  scope,
  label,
  value,
  onChange,
  size,
}: {
  scope: MerchantScope;
  label: string;
  value: string | undefined;
  onChange(account: string | undefined): void;
  size?: 'sm' | 'md';
}) {
  const { t } = useI18n();
  const accounts = useReportAccounts(scope, 'DIVISION', '');
  return (
    <Select
      size={size}
      label={label}
      value={value ?? wholeDivision}
      options={[
        { value: wholeDivision, label: t.reports.form.wholeDivision() },
        ...(accounts.data?.elements ?? []).map((account) => ({
          value: account.virtualAccountCode,
          label: accountLabel(account),
        })),
      ]}
      onValueChange={(account) => onChange(account === wholeDivision ? undefined : account)}
    />
  );
}

/** The Sellers tab's seller picker: a search by name or code, then one of the sellers' accounts it finds. */
export function SellerPicker({
  scope,
  value,
  onChange,
}: {
  scope: MerchantScope;
  value: string | undefined;
  onChange(account: string | undefined): void;
}) {
  const { t } = useI18n();
  const labels = t.reports.form;
  const [search, setSearch] = useState('');
  const accounts = useReportAccounts(scope, 'SELLERS', search.trim());
  const found = accounts.data?.elements ?? [];
  const none = accounts.isSuccess && found.length === 0;
  return (
    <div className="report-seller-picker">
      <TextField
        type="search"
        label={labels.sellerSearch()}
        value={search}
        onChange={setSearch}
        hint={none ? labels.noSellers() : undefined}
      />
      <Select
        label={labels.seller()}
        value={value}
        placeholder={labels.seller()}
        options={[
          ...(value && !found.some((account) => account.virtualAccountCode === value) ? [{ value, label: value }] : []),
          ...found.map((account) => ({ value: account.virtualAccountCode, label: accountLabel(account) })),
        ]}
        onValueChange={onChange}
      />
    </div>
  );
}
