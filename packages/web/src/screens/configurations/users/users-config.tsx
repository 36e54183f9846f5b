import {
  createMerchantUserAction,
  deleteMerchantUserAction,
  sendPasswordResetAction,
  updateMerchantUserAction,
} from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { MerchantUser } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { merchantUserColumns } from '@ops/core/lists';
import { useMemo, useState } from 'react';
import { ActionButton } from '../../../kit/actions/action-button.tsx';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge } from '../../../ui/badge/index.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { TextField } from '../../../ui/text-field/index.ts';
import { useToast } from '../../../ui/toast/toast.tsx';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';
import { useMerchantUsers } from './use-merchant-users.ts';
import { UserFormDialog } from './user-form-dialog.tsx';

type Dialog = { kind: 'create' } | { kind: 'edit'; user: MerchantUser } | undefined;

/**
 * `/configurations/users` (spec section 6, Users admin): the bound merchant's users with their 'is admin' and
 * 'enabled' flags; create, edit, delete (asked first, by core's confirmation as from every caller) and the password-reset e-mail. With none, the spec's empty
 * state: contact support to create an admin user.
 */
export function UsersConfig({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.merchantUsers;
  const toast = useToast();
  const [query, changeQuery] = useTableQuery(['search']);
  const search = query.filters.search;
  const users = useMerchantUsers(scope.merchantCode, search, { page: query.page, pageSize: query.pageSize });
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const remove = useRegistryAction(deleteMerchantUserAction, { fallback: labels.deleteFailed() });
  const reset = useRegistryAction(sendPasswordResetAction, { fallback: labels.resetFailed() });
  const mayCreate = useActionAllowed(createMerchantUserAction);
  const mayUpdate = useActionAllowed(updateMerchantUserAction);
  const editing = dialog?.kind === 'edit' ? dialog.user.username : undefined;
  useActionSubject(editing ? { username: editing } : undefined, {
    'users.create': () => setDialog({ kind: 'create' }),
  });

  const columns = useMemo(() => {
    const column = listTableColumns(merchantUserColumns, t, locale);
    const flag = (on: boolean) => <Badge tone={on ? 'success' : 'neutral'}>{on ? labels.yes() : labels.no()}</Badge>;
    return [
      column('username', { kind: 'code', size: 130 }),
      column('email', { size: 190, cell: (user) => user.email ?? '—' }),
      column('firstName', { size: 110 }),
      column('lastName', { size: 110 }),
      column('enabled', { size: 105, cell: (user) => flag(user.enabled) }),
      column('isAdmin', { size: 105, cell: (user) => flag(user.isAdmin) }),
      {
        id: 'actions',
        header: labels.columns.actions(),
        size: 290,
        cell: (user: MerchantUser) => (
          <span className="user-actions">
            {mayUpdate ? (
              <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'edit', user })}>
                {labels.edit()}
              </Button>
            ) : null}
            <ActionButton
              action={reset}
              parameters={{ username: user.username }}
              onDone={(result) => toast.show({ title: labels.resetSent({ email: result.sentTo }) })}
              size="sm"
              variant="ghost"
              disabled={!user.email}
            >
              {labels.resetPasswordShort()}
            </ActionButton>
            <ActionButton
              action={remove}
              parameters={{ username: user.username }}
              onDone={() => toast.show({ title: labels.deleted({ username: user.username }) })}
              size="sm"
              variant="ghost"
            >
              {labels.delete()}
            </ActionButton>
          </span>
        ),
      },
      column('createdAt', { size: 140, cell: (user) => formatTableDate(user.createdAt) }),
    ];
  }, [t, locale, labels, reset, remove, toast, mayUpdate]);

  if (users.isError && !users.data) {
    return <ConfigLoadFailure title={labels.getFailed()} error={users.error} onRetry={() => void users.refetch()} />;
  }
  const none = users.data?.totalCount === 0 && !search;
  return (
    <>
      <p className="configuration-intro">{labels.description()}</p>
      <Card
        title={labels.title()}
        flush
        actions={
          <div className="users-toolbar">
            {none ? null : (
              <TextField
                label={labels.search()}
                hideLabel
                placeholder={labels.search()}
                type="search"
                size="sm"
                value={search ?? ''}
                onChange={(text) => changeQuery({ filters: { search: text || undefined } })}
              />
            )}
            {mayCreate ? (
              <Button variant="primary" size="sm" onClick={() => setDialog({ kind: 'create' })}>
                {labels.create()}
              </Button>
            ) : null}
          </div>
        }
      >
        <FormFailure message={reset.failure} />
        <FormFailure message={remove.failure} />
        {none ? (
          <EmptyState title={labels.empty.title()} description={labels.empty.description()} />
        ) : (
          <DataTable
            id="merchant-users"
            label={labels.title()}
            columns={columns}
            {...pageQueryState(users)}
            query={query}
            onQueryChange={changeQuery}
            rowKey={(user) => user.username}
            onOpenRow={mayUpdate ? (user) => setDialog({ kind: 'edit', user }) : undefined}
          />
        )}
      </Card>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <UserFormDialog
          key={dialog.kind === 'edit' ? dialog.user.username : 'create'}
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          open
          onOpenChange={(open) => !open && setDialog(undefined)}
        />
      ) : null}
    </>
  );
}
