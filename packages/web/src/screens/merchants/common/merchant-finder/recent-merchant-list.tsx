import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { useMerchantSelection } from '../../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { arrowItemAttribute } from '../../../../ui/arrow-navigation/use-arrow-navigation.ts';
import { Button } from '../../../../ui/button/button.tsx';

const arrowItem = { [arrowItemAttribute]: '' };

/** 'Recently selected': pick an entry again, or remove it from the history. */
export function RecentMerchantList() {
  const { t } = useI18n();
  const { selection } = useMerchantSelection();
  const recent = useSelector(selection, (snapshot) => snapshot.context.recent);
  const headingId = useId();
  const labels = t.merchants.selection;
  return (
    <section className="recent-merchants" aria-labelledby={headingId}>
      <h3 id={headingId} className="recent-merchants-title">
        {labels.recentTitle()}
      </h3>
      {recent.length === 0 ? (
        <p className="merchant-finder-empty">{labels.recentEmpty()}</p>
      ) : (
        <ul className="recent-merchants-list">
          {recent.map((entry) => (
            <li key={entry.merchantCode} className="recent-merchants-entry">
              <button
                type="button"
                className="merchant-finder-merchant"
                {...arrowItem}
                onClick={() => selection.send({ type: 'recent.picked', entry })}
              >
                <span className="merchant-finder-name">{entry.merchantName}</span>
                <span className="merchant-finder-code">
                  {entry.divisionName} · {entry.merchantCode} / {entry.divisionCode}
                </span>
              </button>
              <Button
                variant="ghost"
                className="recent-merchants-remove"
                aria-label={labels.removeRecent({ merchant: entry.merchantName })}
                title={labels.removeRecent({ merchant: entry.merchantName })}
                onClick={() => selection.send({ type: 'recent.removed', merchantCode: entry.merchantCode })}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
