import { merchantSearchMinLength } from '@ops/core/contract';
import { isSearchableTerm } from '@ops/core/flows/merchant-selection';
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { useMerchantSelection } from '../../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useDivisionExpansion } from '../../../../lib/merchant-selection/use-division-expansion.ts';
import { arrowItemAttribute } from '../../../../ui/arrow-navigation/use-arrow-navigation.ts';
import { SkeletonList } from '../../../../ui/skeleton/skeleton-list.tsx';
import { DivisionList } from './division-list.tsx';
import './merchant-finder.css';
import { Button } from '../../../../ui/button/button.tsx';
import { EmptyState } from '../../../../ui/empty-state/empty-state.tsx';
import { TextField } from '../../../../ui/text-field/text-field.tsx';

export interface MerchantFinderProps {
  /** Skeleton rows while loading: 5 on the selection screen, 4 in the dropdown (spec section 9). */
  skeletonCount: number;
  /**
   * Focus the search box as it shows, unless something else already has the focus (the selection screen loads
   * after the first paint: by then a user may have moved on, and the layout puts the focus on the main area after
   * a navigation).
   */
  autoFocus?: boolean;
}

const arrowItem = { [arrowItemAttribute]: '' };

/**
 * The merchant search box and its results: type a name or code, pick a merchant, and pick one of its divisions
 * when it has several. The arrow keys move from the box through the results; Enter picks.
 */
export function MerchantFinder({ skeletonCount, autoFocus = false }: MerchantFinderProps) {
  const { t } = useI18n();
  const { search, selection } = useMerchantSelection();
  const inputRef = useRef<HTMLInputElement>(null);
  // Focused by hand, not by the autofocus attribute: browsers honour that only as the page loads.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (autoFocus && (focused === null || focused === document.body)) inputRef.current?.focus();
  }, [autoFocus]);
  const searchState = useSelector(search, (snapshot) => snapshot);
  const expansion = useDivisionExpansion();
  const { term, merchants, tooManyResults } = searchState.context;
  const tooShort = term.trim() !== '' && !isSearchableTerm(term);
  const labels = t.merchants.selection;

  return (
    <div className="merchant-finder">
      <TextField
        type="search"
        label={labels.searchLabel()}
        value={term}
        placeholder={labels.searchPlaceholder()}
        autoComplete="off"
        spellCheck={false}
        ref={inputRef}
        // The hint is always there, so a screen reader hears what is said in it as it changes.
        hint={
          <span className="merchant-finder-hint" aria-live="polite">
            {tooShort ? labels.minimumLength({ min: merchantSearchMinLength }) : ''}
            {searchState.matches('listed') && tooManyResults ? labels.typeMore() : ''}
          </span>
        }
        onChange={(next) => search.send({ type: 'term.changed', term: next })}
      />
      {searchState.matches('searching') ? <SkeletonList count={skeletonCount} label={labels.loading()} /> : null}
      {searchState.matches('failed') ? (
        <div role="alert" className="merchant-finder-error">
          <span>{labels.searchFailed()}</span>
          <Button size="sm" {...arrowItem} onClick={() => search.send({ type: 'retry' })}>
            {labels.retry()}
          </Button>
        </div>
      ) : null}
      {searchState.matches('listed') && merchants.length === 0 ? <EmptyState title={labels.noResults()} /> : null}
      {searchState.matches('listed') && merchants.length > 0 ? (
        <ul className="merchant-finder-results" aria-label={labels.results()}>
          {merchants.map((merchant) => {
            const isExpanded = expansion.expanded?.merchant.code === merchant.code;
            return (
              <li key={merchant.code}>
                <button
                  type="button"
                  className="merchant-finder-merchant"
                  aria-expanded={merchant.divisions.length > 1 ? isExpanded && expansion.state === 'open' : undefined}
                  {...arrowItem}
                  onClick={() =>
                    selection.send({
                      type: 'merchant.picked',
                      merchant: { code: merchant.code, displayName: merchant.displayName },
                    })
                  }
                >
                  <span className="merchant-finder-name">{merchant.displayName}</span>
                  <span className="merchant-finder-code">
                    {merchant.code} · {labels.divisionCount({ count: merchant.divisions.length })}
                  </span>
                </button>
                {isExpanded ? <DivisionList skeletonCount={skeletonCount} /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
