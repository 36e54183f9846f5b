import type { AuditEvent } from '@ops/core/contract';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useMyRoles } from '../../../kit/actions/use-my-roles.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { DataTable, useTableQuery } from '../../../ui/data-table/index.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { useActivityFeed } from '../common/use-activity-feed.ts';
import { activityColumnIds, useActivityColumns } from './activity-columns.tsx';
import { ActivityEntryDialog } from './activity-entry-dialog.tsx';
import { ActivityFilterBar } from './activity-filter-bar.tsx';
import { activityFilterKeys, activityQueryOf } from './activity-filters.ts';
import { ActivityFooter } from './activity-footer.tsx';
import '../activity.css';

/**
 * `/activity` (issue 30): every audited change of the bound division, newest first, with who, when, what, the
 * object (a link), where it came from and why; an admin may widen it to the merchant or every merchant. Its saved
 * views, and its query and filters (one state, `q`), live in the URL; older entries load on "Load more" (keyset), new ones appear within a second; Export CSV writes what is
 * loaded; Enter on a row, or its changes, opens the entry with each field before and after.
 */
export function ActivityScreen() {
  const { t } = useI18n();
  const labels = t.audit.activity;
  usePageTitle(labels.title());
  const scope = useMerchantScope();
  const isAdmin = useMyRoles()?.includes('admin') ?? false;
  const search = useSearch();
  const [query, changeQuery] = useTableQuery([]);
  const feedQuery = activityQueryOf(search, isAdmin, scope);
  const feed = useActivityFeed(feedQuery);
  const [shown, setShown] = useState<AuditEvent | undefined>(undefined);
  const columns = useActivityColumns(setShown);
  const entries = useMemo(() => feed.data?.pages.flatMap((page) => page.elements) ?? [], [feed.data]);
  const failedFirst = feed.isError && !feed.isFetchNextPageError;

  return (
    <div className="activity-screen">
      <PageHeader description={labels.description()} />
      <SavedViewBar list="activity" tableId="activity" filterKeys={activityFilterKeys} columnIds={activityColumnIds} />
      <ActivityFilterBar isAdmin={isAdmin} />
      {feed.isSuccess && entries.length === 0 ? (
        <EmptyState title={labels.empty()} description={labels.emptyDescription()} />
      ) : (
        <DataTable<AuditEvent>
          id="activity"
          label={labels.tableLabel()}
          columns={columns}
          rows={feed.data ? entries : undefined}
          totalCount={entries.length}
          status={failedFirst ? 'error' : feed.data ? 'loaded' : 'loading'}
          stale={feed.isPlaceholderData}
          error={feed.error}
          onRetry={() => void feed.refetch()}
          query={query}
          onQueryChange={changeQuery}
          rowKey={(entry) => String(entry.id)}
          onOpenRow={setShown}
          csvExport={{ fileName: 'activity.csv', rows: entries }}
          footer={feed.data ? <ActivityFooter feed={feed} count={entries.length} /> : null}
        />
      )}
      <ActivityEntryDialog entry={shown} onClose={() => setShown(undefined)} />
    </div>
  );
}
