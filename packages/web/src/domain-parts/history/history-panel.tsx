import { isApiRequestError } from '@ops/core/api';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../../ui/button/button.tsx';
import { Card } from '../../ui/card/card.tsx';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { ErrorState } from '../../ui/error-state/error-state.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import { HistoryEvent } from './history-event.tsx';
import { type HistorySubject, useHistory } from './use-history.ts';
import './history.css';

export interface HistoryPanelProps extends HistorySubject {
  /** The card's heading level: 2 (default) on a screen, 3 under a tab. */
  headingLevel?: 2 | 3;
}

/**
 * An entity's History: who changed what and when, newest first, ten at a time with "Show more". Its query starts
 * with the screen's cache domain (`domain`), so whatever refreshes the screen refreshes its history.
 */
export function HistoryPanel({ headingLevel, ...subject }: HistoryPanelProps) {
  const { t } = useI18n();
  const labels = t.audit.history;
  return (
    <Card title={labels.title()} description={labels.description()} headingLevel={headingLevel}>
      <HistoryBody subject={subject} />
    </Card>
  );
}

function HistoryBody({ subject }: { subject: HistorySubject }) {
  const { t, locale } = useI18n();
  const labels = t.audit.history;
  const history = useHistory(subject);
  const failure = (error: unknown, onRetry: () => void) => (
    <ErrorState
      title={labels.loadFailed()}
      message={isApiRequestError(error) ? error.describe(locale).message : undefined}
      onRetry={onRetry}
    />
  );
  if (history.isPending) return <SkeletonList count={4} label={labels.loading()} />;
  if (history.isError && !history.isFetchNextPageError) return failure(history.error, () => void history.refetch());
  const pages = history.data?.pages ?? [];
  const events = pages.flatMap((page) => page.elements);
  const total = pages.at(-1)?.totalCount ?? 0;
  if (events.length === 0) return <EmptyState title={labels.empty()} description={labels.emptyDescription()} />;
  return (
    <>
      <ol className="history-events">
        {events.map((event) => (
          <HistoryEvent key={event.id} event={event} />
        ))}
      </ol>
      {history.isFetchNextPageError ? failure(history.error, () => void history.fetchNextPage()) : null}
      <footer className="history-footer">
        <span>{labels.shown({ shown: events.length, total })}</span>
        {history.hasNextPage ? (
          <Button size="sm" busy={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {labels.showMore()}
          </Button>
        ) : null}
      </footer>
    </>
  );
}
