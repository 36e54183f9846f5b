import { assignKycTaskAction, releaseKycTaskAction, updateKycStatusAction } from '@ops/core/actions';
import type { KycHistoryEntry } from '@ops/core/contract';
import { statusLabel } from '@ops/core/status';
import { useEffect, useRef, useState } from 'react';
import { KycChanges } from '../../../domain-parts/kyc/kyc-changes.tsx';
import { KycDecisionForm } from '../../../domain-parts/kyc/kyc-decision-form.tsx';
import { tierLabel } from '../../../domain-parts/kyc/tier-label.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { useKycTask } from '../common/use-kyc-checks.ts';
import { SellerReview } from './seller-review.tsx';

/**
 * One KYC task: its heading takes the focus when it opens, so the keyboard path is open (Next task), review (Tab
 * through the seller and its changes), decide (the form), next (the focused Next task once decided).
 */
export function KycTaskView({
  taskCode,
  onBack,
  onNext,
  nextBusy,
}: {
  taskCode: string;
  onBack(): void;
  onNext(): void;
  nextBusy: boolean;
}) {
  const { t, locale } = useI18n();
  const labels = t.kyc.task;
  const task = useKycTask(taskCode);
  const heading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const [decided, setDecided] = useState<KycHistoryEntry | undefined>(undefined);
  const assign = useRegistryAction(assignKycTaskAction, { fallback: t.errors.requestIssue() });
  const release = useRegistryAction(releaseKycTaskAction, { fallback: t.errors.requestIssue() });
  const decide = useRegistryAction(updateKycStatusAction, { fallback: t.errors.refreshAndRetry() });
  const view = task.data;
  useActionSubject(view ? { taskCode, accountHolderCode: view.seller.code } : undefined, {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new task starts undecided, its heading focused.
  useEffect(() => setDecided(undefined), [taskCode]);
  const loaded = view?.task.code === taskCode;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  useEffect(() => {
    if (decided) nextButton.current?.focus();
  }, [decided]);

  if (task.isError) {
    return <ErrorState title={t.errors.kycDispatchFailed()} onRetry={() => void task.refetch()} />;
  }
  if (!view) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  const scope = { merchantCode: view.task.merchantCode, divisionCode: view.task.divisionCode };
  const { task: current, seller } = view;
  return (
    <section className="kyc-task" aria-labelledby="kyc-task-heading">
      <div className="kyc-task-head">
        <Button variant="ghost" size="sm" onClick={onBack}>
          {labels.back()}
        </Button>
        <h2 id="kyc-task-heading" ref={heading} tabIndex={-1}>
          {labels.heading({ seller: seller.name })}
        </h2>
        <div className="kyc-task-facts">
          <code>{seller.code}</code>
          <StatusBadge status={seller.status} />
          <Badge tone="info">{tierLabel(t, current.tier)}</Badge>
          <span>{t.kyc.reasons[current.reason]()}</span>
          <span>
            {current.merchantName} · {current.divisionName}
          </span>
          <span>
            {current.status === 'DONE'
              ? labels.done()
              : current.assignee
                ? labels.assignedTo({ assignee: current.assignee })
                : labels.unassigned()}
          </span>
        </div>
        <div className="kyc-task-actions">
          {assign.allowed && current.status === 'OPEN' ? (
            <Button size="sm" busy={assign.busy} onClick={() => void assign.run({ taskCode })}>
              {t.kyc.actions.assign()}
            </Button>
          ) : null}
          {release.allowed && current.status === 'ASSIGNED' ? (
            <Button size="sm" busy={release.busy} onClick={() => void release.run({ taskCode })}>
              {t.kyc.actions.release()}
            </Button>
          ) : null}
        </div>
        <FormFailure message={assign.failure ?? release.failure} />
      </div>
      <div className="kyc-task-body">
        <SellerReview seller={seller} scope={scope} />
        <div className="kyc-task-side">
          {decide.allowed ? (
            <Card headingLevel={3} title={t.kyc.decision.title()}>
              {decided ? (
                <div className="kyc-decided">
                  <p role="status">
                    {t.kyc.decision.saved({ seller: seller.name, status: statusLabel(decided.status, locale) })}
                  </p>
                  <Button ref={nextButton} variant="primary" busy={nextBusy} onClick={onNext}>
                    {t.kyc.actions.next()}
                  </Button>
                </div>
              ) : current.status === 'DONE' ? (
                <p className="kyc-none">{labels.done()}</p>
              ) : (
                <KycDecisionForm
                  key={taskCode}
                  sellerStatus={seller.status}
                  tier={current.tier}
                  kycPermission={view.kycPermission}
                  busy={decide.busy}
                  failure={decide.failure}
                  onSubmit={async (values) => {
                    const outcome = await decide.run({ accountHolderCode: seller.code, ...values });
                    if (outcome.done) setDecided(outcome.result);
                  }}
                />
              )}
            </Card>
          ) : null}
          <Card headingLevel={3} title={view.lastDecisionAt ? labels.changes() : labels.changesFirst()}>
            <KycChanges changes={view.changes} label={labels.changes()} />
          </Card>
        </div>
      </div>
    </section>
  );
}
