import { endOpsAccountSessionsAction, setOpsAccountRolesAction } from '@ops/core/actions';
import type { OpsAccount } from '@ops/core/contract';
import { useMemo, useState } from 'react';
import { ActionButton } from '../../../kit/actions/action-button.tsx';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
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
import { OpsRolesDialog } from './ops-roles-dialog.tsx';
import { useOpsAccounts } from './use-ops-accounts.ts';

/**
 * `/configurations/ops-roles` (issue 30): the embedded identity provider's ops accounts with their roles; Edit roles
 * opens the roles form (`opsAccounts.setRoles`), End sessions signs the account out of the console and the CLI
 * (`opsAccounts.endSessions`, asked first by core's confirmation). Both are the admin's: another role sees the list
 * without them. With an external issuer there are no accounts here: its tokens bring the roles.
 */
export function OpsRolesConfig() {
  const { t } = useI18n();
  const labels = t.opsRoles.screen;
  const toast = useToast();
  const accounts = useOpsAccounts();
  const [query, changeQuery] = useTableQuery([]);
  const [editing, setEditing] = useState<OpsAccount | undefined>(undefined);
  const mayEdit = useActionAllowed(setOpsAccountRolesAction);
  const names = useMemo(
    () => Object.fromEntries((accounts.data ?? []).map((account) => [account.email, account.name])),
    [accounts.data],
  );
  const end = useRegistryAction(endOpsAccountSessionsAction, { fallback: labels.endFailed(), names });

  const columns = useMemo((): DataTableColumn<OpsAccount>[] => {
    const headers = labels.columns;
    const shown: DataTableColumn<OpsAccount>[] = [
      { id: 'name', header: headers.name(), size: 150, cell: (account) => account.name },
      { id: 'email', header: headers.email(), size: 210, cell: (account) => account.email },
      {
        id: 'roles',
        header: headers.roles(),
        size: 410,
        cell: (account) =>
          account.roles.length === 0 ? (
            labels.noRoles()
          ) : (
            <span className="ops-roles-badges">
              {account.roles.map((role) => (
                <Badge key={role}>{t.opsRoles.names[role]()}</Badge>
              ))}
            </span>
          ),
      },
    ];
    if (!mayEdit && !end.allowed) return shown;
    return [
      ...shown,
      {
        id: 'actions',
        header: headers.actions(),
        size: 220,
        cell: (account) => (
          <span className="user-actions">
            {mayEdit ? (
              <Button size="sm" variant="ghost" onClick={() => setEditing(account)}>
                {labels.editRoles()}
              </Button>
            ) : null}
            <ActionButton
              action={end}
              parameters={{ account: account.email }}
              onDone={() => toast.show({ title: labels.sessionsEnded({ name: account.name }) })}
              size="sm"
              variant="ghost"
            >
              {labels.endSessions()}
            </ActionButton>
          </span>
        ),
      },
    ];
  }, [t, labels, mayEdit, end, toast]);

  if (accounts.isError && !accounts.data) {
    return (
      <ConfigLoadFailure title={labels.getFailed()} error={accounts.error} onRetry={() => void accounts.refetch()} />
    );
  }
  return (
    <>
      <p className="configuration-intro">{labels.description()}</p>
      <Card title={labels.title()} flush>
        <FormFailure message={end.failure} />
        {accounts.data?.length === 0 ? (
          <EmptyState title={labels.empty.title()} description={labels.empty.description()} />
        ) : (
          <DataTable
            id="ops-accounts"
            label={labels.title()}
            columns={columns}
            rows={accounts.data}
            totalCount={accounts.data?.length ?? 0}
            status={accounts.isError ? 'error' : accounts.data ? 'loaded' : 'loading'}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
            query={query}
            onQueryChange={changeQuery}
            rowKey={(account) => account.id}
            onOpenRow={mayEdit ? (account: OpsAccount) => setEditing(account) : undefined}
          />
        )}
      </Card>
      {editing ? <OpsRolesDialog key={editing.id} account={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
