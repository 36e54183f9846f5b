import { deleteSavedViewAction } from '@ops/core/actions';
import type { SavedViewList } from '@ops/core/contract';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Badge } from '../../ui/badge/index.ts';
import { Button } from '../../ui/button/index.ts';
import { FormFailure } from '../../ui/form-failure/form-failure.tsx';
import { Select } from '../../ui/select/index.ts';
import { Switch } from '../../ui/switch/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { useRegistryAction } from '../actions/use-registry-action.ts';
import { currentViewState, type ListViewPlace } from './list-view-state.ts';
import { SaveViewDialog } from './save-view-dialog.tsx';
import './saved-view-bar.css';
import { useListView } from './use-list-view.ts';
import { useSavedViewWrites } from './use-saved-views.ts';

const noView = 'none';

export interface SavedViewBarProps extends ListViewPlace {
  /** The list, by core's saved view key. */
  list: SavedViewList;
}

/**
 * A list's saved views, over its filters (issue 31): which view is on and whether the list was changed since it was
 * saved, the views to choose from, and Save, Save as…, Revert, Shared with the team, Make default and Delete (asked
 * first). Only the owner's view offers Save, Shared and Delete; any view may be one's default. The view is in the
 * address (`view=<id>`); a list opened without parameters shows the user's default view.
 */
export function SavedViewBar({ list, filterKeys, tableId, columnIds, tab }: SavedViewBarProps) {
  const filterKey = filterKeys.join(' ');
  const columnKey = columnIds.join(' ');
  // One place while the list's keys and columns stay: the view's effects run when they change, not every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by their keys
  const place = useMemo(() => ({ filterKeys, tableId, columnIds, tab }), [filterKey, tableId, columnKey, tab]);
  const { t } = useI18n();
  const labels = t.savedViews.bar;
  const search = useSearch();
  const toast = useToast();
  const { views, view, changed, open } = useListView(list, place);
  const writes = useSavedViewWrites(list);
  const remove = useRegistryAction(deleteSavedViewAction, { fallback: labels.failed() });
  const [savingAs, setSavingAs] = useState(false);
  const state = () => currentViewState(search, place);
  const saved = (name: string) => toast.show({ title: labels.saved({ name }) });

  const options = [
    { value: noView, label: labels.noView() },
    ...(views.data ?? []).map((candidate) => ({
      value: String(candidate.id),
      label: candidate.mine ? candidate.name : `${candidate.name} (${labels.ownedBy({ owner: candidate.owner })})`,
    })),
  ];

  return (
    <section className="saved-view-bar" aria-label={labels.label()}>
      <Select
        label={labels.chooseView()}
        hideLabel
        size="sm"
        value={view ? String(view.id) : noView}
        options={options}
        onValueChange={(value) => open(views.data?.find((candidate) => String(candidate.id) === value))}
      />
      {view ? (
        <>
          <span className="saved-view-name">{view.name}</span>
          {changed ? (
            <span title={labels.changedHint()}>
              <Badge tone="warning">{labels.changed()}</Badge>
            </span>
          ) : null}
          {view.isDefault ? <Badge tone="info">{labels.isDefault()}</Badge> : null}
        </>
      ) : null}
      <div className="saved-view-actions">
        {view?.mine ? (
          <Button
            size="sm"
            variant="primary"
            disabled={!changed || writes.busy}
            onClick={async () => {
              if (await writes.save(view, state())) saved(view.name);
            }}
          >
            {labels.save()}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => setSavingAs(true)}>
          {labels.saveAs()}
        </Button>
        {view ? (
          <>
            <Button size="sm" variant="ghost" disabled={!changed} onClick={() => open(view, { replace: true })}>
              {labels.revert()}
            </Button>
            {view.mine ? (
              <Switch
                label={labels.share()}
                checked={view.shared}
                disabled={writes.busy}
                onCheckedChange={(shared) => void writes.share(view, shared)}
              />
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              disabled={writes.busy}
              onClick={() => void writes.makeDefault(view, !view.isDefault)}
            >
              {view.isDefault ? labels.unsetDefault() : labels.makeDefault()}
            </Button>
            {view.mine && remove.allowed ? (
              <Button
                size="sm"
                variant="danger"
                busy={remove.busy}
                onClick={async () => {
                  if ((await remove.run({ savedViewId: view.id })).done) open(undefined, { replace: true });
                }}
              >
                {labels.delete()}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      <FormFailure
        className="saved-view-failure"
        message={
          (savingAs ? undefined : writes.failure) ?? remove.failure ?? (views.isError ? labels.loadFailed() : undefined)
        }
      />
      <SaveViewDialog
        open={savingAs}
        busy={writes.busy}
        failure={writes.failure}
        onOpenChange={(next) => {
          setSavingAs(next);
          if (!next) writes.clearFailure();
        }}
        onSave={async (newView) => {
          const created = await writes.create(newView, state());
          if (!created) return;
          setSavingAs(false);
          saved(created.name);
          open(created, { replace: true });
        }}
      />
    </section>
  );
}
