import { ApiRequestError, type MerchantScope } from '@ops/core/api';
import type { SplitSeller } from '@ops/core/splits';
import type { ValidationKey } from '@ops/core/validation';
import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FieldError } from '../../../ui/form-field/field-error.tsx';
import { type SellerSearch, useSellerSearch } from './use-seller-search.ts';

function SearchNote({ search }: { search: SellerSearch }) {
  const { t, locale } = useI18n();
  const labels = t.splitCreator;
  switch (search.status) {
    case 'tooShort':
      return <p className="field-hint">{labels.typeMore()}</p>;
    case 'searching':
      return <p className="field-hint">{labels.searching()}</p>;
    case 'tooMany':
      return <p className="field-hint">{labels.tooMany()}</p>;
    case 'failed': {
      const { error } = search;
      const message = error instanceof ApiRequestError ? error.describe(locale).message : t.errors.somethingWentWrong();
      return <p className="field-error">{labels.searchFailed({ message })}</p>;
    }
    case 'found':
      return search.sellers.length === 0 ? <p className="field-hint">{labels.noSellers()}</p> : null;
  }
}

/**
 * The seller of a share: searched among the bound division's sellers by name or code (from 3 letters), then
 * shown with a button to pick another. The seller rules ('Please select a seller', 'Seller already added', 'No
 * virtual account found for this seller') show under it.
 */
export function SellerPicker({
  scope,
  seller,
  error,
  onPick,
}: {
  scope: MerchantScope;
  seller: SplitSeller | undefined;
  error: ValidationKey | undefined;
  onPick(seller: SplitSeller | undefined): void;
}) {
  const { t } = useI18n();
  const labels = t.splitCreator;
  const ids = { search: useId(), error: useId() };
  const [typed, setTyped] = useState('');
  const describedBy = error ? ids.error : undefined;
  if (seller) {
    return (
      <div className="split-seller">
        <p className="split-seller-chosen" aria-describedby={describedBy}>
          {labels.chosenSeller({ name: seller.name, code: seller.code })}
        </p>
        <Button onClick={() => onPick(undefined)}>{labels.changeSeller()}</Button>
        <FieldError id={ids.error} message={error} />
      </div>
    );
  }
  return (
    <div className="split-seller">
      <label htmlFor={ids.search}>{labels.searchSeller()}</label>
      <input
        id={ids.search}
        type="search"
        autoComplete="off"
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SellerResults
        scope={scope}
        typed={typed}
        onPick={(found) => {
          setTyped('');
          onPick(found);
        }}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

function SellerResults({
  scope,
  typed,
  onPick,
}: {
  scope: MerchantScope;
  typed: string;
  onPick(seller: SplitSeller): void;
}) {
  const { t } = useI18n();
  const search = useSellerSearch(scope, typed);
  return (
    <>
      <SearchNote search={search} />
      {search.status === 'found' && search.sellers.length > 0 ? (
        <ul className="split-seller-results" aria-label={t.splitCreator.sellersFound()}>
          {search.sellers.map((found) => (
            <li key={found.code}>
              <Button onClick={() => onPick(found)}>
                {t.splitCreator.chosenSeller({ name: found.name, code: found.code })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
