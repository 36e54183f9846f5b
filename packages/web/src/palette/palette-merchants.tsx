import { isSearchableTerm, type MerchantSearchMachine } from '@ops/core/flows/merchant-selection';
import { useSelector } from '@xstate/react';
import { Command } from 'cmdk';
import type { Actor } from 'xstate';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { useMerchantSelection } from '../lib/merchant-selection/merchant-selection-provider.tsx';
import { useDivisionExpansion } from '../lib/merchant-selection/use-division-expansion.ts';

/** Merchants found by the server for what is typed (name or code), as palette items; picking one selects it. */
export function PaletteMerchants({ search, onPicked }: { search: Actor<MerchantSearchMachine>; onPicked: () => void }) {
  const { t } = useI18n();
  const { selection } = useMerchantSelection();
  const snapshot = useSelector(search, (state) => state);
  const { term, merchants, tooManyResults } = snapshot.context;
  if (!isSearchableTerm(term)) return null;
  const labels = t.palette;
  return (
    <>
      {snapshot.matches('debouncing') || snapshot.matches('searching') ? (
        <Command.Loading label={labels.searching()}>{labels.searching()}</Command.Loading>
      ) : null}
      {snapshot.matches('failed') ? (
        <div role="alert" className="palette-note">
          {labels.searchFailed()}
        </div>
      ) : null}
      {snapshot.matches('listed') && tooManyResults ? <div className="palette-note">{labels.typeMore()}</div> : null}
      {snapshot.matches('listed') && merchants.length > 0 ? (
        <Command.Group heading={labels.groups.merchants()}>
          {merchants.map((merchant) => (
            <Command.Item
              key={merchant.code}
              value={`merchant ${merchant.code}`}
              keywords={[merchant.displayName, merchant.code, term]}
              onSelect={() => {
                selection.send({
                  type: 'merchant.picked',
                  merchant: { code: merchant.code, displayName: merchant.displayName },
                });
                onPicked();
              }}
            >
              <span className="palette-item-label">{merchant.displayName}</span>
              <span className="palette-item-hint">
                {labels.merchantHint({ code: merchant.code, count: merchant.divisions.length })}
              </span>
            </Command.Item>
          ))}
        </Command.Group>
      ) : null}
    </>
  );
}

/** The divisions of the merchant picked in the palette, to pick one. */
export function PaletteDivisions() {
  const { t } = useI18n();
  const { selection } = useMerchantSelection();
  const { state, expanded } = useDivisionExpansion();
  const labels = t.merchants.selection;
  if (!expanded) return null;
  if (state === 'loading') return <Command.Loading label={labels.loading()}>{labels.loading()}</Command.Loading>;
  if (state === 'failed') {
    return (
      <Command.Group heading={labels.divisionsFailed()}>
        <Command.Item value="retry" onSelect={() => selection.send({ type: 'retry' })}>
          {labels.retry()}
        </Command.Item>
      </Command.Group>
    );
  }
  return (
    <Command.Group heading={labels.divisionsOf({ merchant: expanded.merchant.displayName })}>
      {expanded.divisions.map((division) => (
        <Command.Item
          key={division.code}
          value={`division ${division.code}`}
          keywords={[division.displayName, division.code]}
          onSelect={() => selection.send({ type: 'division.picked', divisionCode: division.code })}
        >
          <span className="palette-item-label">{division.displayName}</span>
          <span className="palette-item-hint">{division.code}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}
