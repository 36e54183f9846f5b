import { createApprovalRuleAction, deleteApprovalRuleAction, replaceApprovalRuleAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { ApprovalRule } from '@ops/core/contract';
import { useMemo, useState } from 'react';
import { ActionButton } from '../../../kit/actions/action-button.tsx';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge } from '../../../ui/badge/index.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, type DataTableColumn, useTableQuery } from '../../../ui/data-table/index.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { useToast } from '../../../ui/toast/toast.tsx';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';
import { ApprovalRuleFormDialog } from './approval-rule-form-dialog.tsx';
import { conditionsText } from './approval-rule-terms.ts';
import { useApprovalRules } from './use-approval-rules.ts';

type Dialog = { kind: 'create' } | { kind: 'edit'; rule: ApprovalRule } | undefined;

/**
 * `/configurations/approval-rules` (issue 29): the bound division's four-eyes rules with what each holds back, its
 * conditions in words, its approvers and whether it is enabled; add and edit in a form dialog, delete (asked
 * first, by core's confirmation as from every caller).
 */
export function ApprovalRulesConfig({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.approvalRules;
  const toast = useToast();
  const rules = useApprovalRules(scope);
  const [query, changeQuery] = useTableQuery([]);
  const [dialog, setDialog] = useState<Dialog>(undefined);
  // The confirmation names the rule by its name too.
  const names = useMemo(
    () => Object.fromEntries((rules.data ?? []).map((rule) => [rule.code, rule.name])),
    [rules.data],
  );
  const remove = useRegistryAction(deleteApprovalRuleAction, { fallback: labels.deleteFailed(), names });
  const mayCreate = useActionAllowed(createApprovalRuleAction);
  const mayReplace = useActionAllowed(replaceApprovalRuleAction);
  useActionSubject(dialog?.kind === 'edit' ? { approvalRuleCode: dialog.rule.code } : undefined, {
    'approvalRules.create': () => setDialog({ kind: 'create' }),
  });

  const columns = useMemo((): DataTableColumn<ApprovalRule>[] => {
    const { columns: headers, terms } = labels;
    return [
      { id: 'name', header: headers.name(), size: 200, cell: (rule) => rule.name },
      {
        id: 'actionKinds',
        header: headers.actionKinds(),
        size: 240,
        cell: (rule) => rule.actionKinds.map((kind) => t.approvals.actionKinds[kind]()).join(', '),
      },
      { id: 'conditions', header: headers.conditions(), size: 260, cell: (rule) => conditionsText(rule, t, locale) },
      {
        id: 'approvers',
        header: headers.approvers(),
        size: 110,
        cell: (rule) => terms.approvers({ count: rule.approvers }),
      },
      {
        id: 'enabled',
        header: headers.enabled(),
        size: 100,
        cell: (rule) => (
          <Badge tone={rule.enabled ? 'success' : 'neutral'}>{rule.enabled ? labels.yes() : labels.no()}</Badge>
        ),
      },
      {
        id: 'manage',
        header: headers.manage(),
        size: 180,
        cell: (rule) => (
          <span className="user-actions">
            {mayReplace ? (
              <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'edit', rule })}>
                {labels.edit()}
              </Button>
            ) : null}
            <ActionButton
              action={remove}
              parameters={{ approvalRuleCode: rule.code }}
              onDone={() => toast.show({ title: labels.deleted({ name: rule.name }) })}
              size="sm"
              variant="ghost"
            >
              {labels.delete()}
            </ActionButton>
          </span>
        ),
      },
    ];
  }, [t, locale, labels, remove, toast, mayReplace]);

  if (rules.isError && !rules.data) {
    return <ConfigLoadFailure title={labels.getFailed()} error={rules.error} onRetry={() => void rules.refetch()} />;
  }
  return (
    <>
      <p className="configuration-intro">{labels.description()}</p>
      <Card
        title={labels.title()}
        flush
        actions={
          mayCreate ? (
            <Button variant="primary" size="sm" onClick={() => setDialog({ kind: 'create' })}>
              {labels.create()}
            </Button>
          ) : undefined
        }
      >
        <FormFailure message={remove.failure} />
        {rules.data?.length === 0 ? (
          <EmptyState title={labels.empty.title()} description={labels.empty.description()} />
        ) : (
          <DataTable
            id="approval-rules"
            label={labels.title()}
            columns={columns}
            rows={rules.data}
            totalCount={rules.data?.length ?? 0}
            status={rules.isError ? 'error' : rules.data ? 'loaded' : 'loading'}
            error={rules.error}
            onRetry={() => void rules.refetch()}
            query={query}
            onQueryChange={changeQuery}
            rowKey={(rule) => rule.code}
            onOpenRow={mayReplace ? (rule) => setDialog({ kind: 'edit', rule }) : undefined}
          />
        )}
      </Card>
      {dialog ? (
        <ApprovalRuleFormDialog
          key={dialog.kind === 'edit' ? dialog.rule.code : 'create'}
          rule={dialog.kind === 'edit' ? dialog.rule : undefined}
          open
          onOpenChange={(open) => !open && setDialog(undefined)}
        />
      ) : null}
    </>
  );
}
