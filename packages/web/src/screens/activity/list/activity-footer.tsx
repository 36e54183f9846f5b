import { isApiRequestError } from '@ops/core/api';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { ErrorState } from '../../../ui/error-state/index.ts';

/** What the feed's hook gives the footer: whether older entries remain, and how to load them. */
interface FeedPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage(): Promise<unknown>;
}

/** Below the feed: how many entries are loaded, and "Load more" while older ones remain (or why they did not load). */
export function ActivityFooter({ feed, count }: { feed: FeedPaging; count: number }) {
  const { t, locale } = useI18n();
  const labels = t.audit.activity;
  const more = () => void feed.fetchNextPage();
  return (
    <>
      {feed.isFetchNextPageError ? (
        <ErrorState
          title={labels.loadMoreFailed()}
          message={isApiRequestError(feed.error) ? feed.error.describe(locale).message : undefined}
          onRetry={more}
        />
      ) : null}
      <footer className="activity-footer">
        <span role="status">{labels.loaded({ count })}</span>
        {feed.hasNextPage ? (
          <Button size="sm" busy={feed.isFetchingNextPage} onClick={more}>
            {labels.loadMore()}
          </Button>
        ) : (
          <span>{labels.allLoaded()}</span>
        )}
      </footer>
    </>
  );
}
