import { continueKycTaskAction, nextKycTaskAction } from '@ops/core/actions';
import type { KycTask } from '@ops/core/contract';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import { Button } from '../../../ui/button/index.ts';
import { useTableQuery } from '../../../ui/data-table/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { useKycQueue, useKycQueuePages, useMyKycTasks } from '../common/use-kyc-checks.ts';
import { KycTaskView } from '../task/kyc-task-view.tsx';
import { kycFilterKeys, kycQueryText } from './kyc-list-query.ts';
import { KycQueueFilterBar } from './kyc-queue-filter-bar.tsx';
import { KycQueueTable, kycQueueColumnIds } from './kyc-queue-table.tsx';
import '../../../domain-parts/kyc/kyc-fields.css';
import '../kyc-checks.css';

/**
 * `/kycChecks` (spec section 2): the KYC checks queue, where ops staff spend their day, its saved views, its query and
 * filters (one state, `q`; the bare address is the open tasks) and paging in the URL. Next task hands them the oldest
 * unassigned check, Continue reopens theirs; `?task=` shows one task with its seller, changes and decision form.
 * Works without a bound merchant: the queue spans every merchant.
 */
export function KycChecksScreen() {
  const { t } = useI18n();
  usePageTitle(t.kyc.title());
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const taskCode = new URLSearchParams(search).get('task');
  const listQuery = kycQueryText(search);
  const [query, changeQuery] = useTableQuery([]);
  const listPage = { page: query.page, pageSize: query.pageSize };
  const tasks = useKycQueue(listQuery, listPage);
  const fetchPage = useKycQueuePages(listQuery);
  const mine = useMyKycTasks();
  const next = useRegistryAction(nextKycTaskAction);
  const resume = useRegistryAction(continueKycTaskAction);
  const myCount = mine.data?.elements.length ?? 0;

  const show = useCallback(
    (code: string | undefined) => {
      const next = new URLSearchParams(window.location.search);
      if (code) next.set('task', code);
      else next.delete('task');
      setLocation(hrefOf(location, next));
    },
    [location, setLocation],
  );
  const openTask = useCallback((task: KycTask) => show(task.code), [show]);
  const takeNext = () => void next.run({});

  return (
    <div className="kyc-checks-screen">
      <PageHeader
        description={myCount > 0 ? t.kyc.queue.mine({ count: myCount }) : t.kyc.description()}
        actions={
          <>
            {resume.allowed ? (
              <Button disabled={myCount === 0} busy={resume.busy} onClick={() => void resume.run({})}>
                {t.kyc.actions.continue()}
              </Button>
            ) : null}
            {next.allowed ? (
              <Button variant="primary" busy={next.busy} onClick={takeNext}>
                {t.kyc.actions.next()}
              </Button>
            ) : null}
          </>
        }
      />
      <FormFailure message={next.failure ?? resume.failure} />
      {taskCode ? (
        <KycTaskView taskCode={taskCode} onBack={() => show(undefined)} onNext={takeNext} nextBusy={next.busy} />
      ) : (
        <>
          <SavedViewBar list="kycChecks" tableId="kyc-queue" filterKeys={kycFilterKeys} columnIds={kycQueueColumnIds} />
          <KycQueueFilterBar counts={tasks.data?.counts} />
          <KycQueueTable
            tasks={tasks}
            query={query}
            onQueryChange={changeQuery}
            fetchPage={fetchPage}
            onOpen={openTask}
          />
        </>
      )}
    </div>
  );
}
