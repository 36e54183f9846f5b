import type { ServiceClients } from '@ops/core/api';
import type { SavedViewState } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';
import { createMerchantScope } from '../account-owner/testing/account-owner-test-kit.ts';

let platform: TestPlatform;
let oscar: ServiceClients;
let tess: ServiceClients;
let viewer: ServiceClients;
let scope: { merchantCode: string; divisionCode: string };

async function clientsOf(email: string): Promise<ServiceClients> {
  return opsActionContext(platform, { token: await platform.tokenFor(email), email }, undefined).clients;
}
/** The status and body of a call expected to be refused. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (failure: { status?: number; error?: unknown }) => ({ status: failure.status, error: failure.error }),
  );

const failedThisWeek: SavedViewState = {
  query: 'status:FAILED created>-7d',
  filters: { type: 'MANUAL' },
  columns: [{ id: 'code', width: 140 }, { id: 'amount' }, { id: 'status' }],
  sort: { id: 'createdAt', desc: true },
  density: 'comfortable',
  pageSize: 50,
};

beforeAll(async () => {
  platform = await startTestPlatform();
  oscar = await clientsOf('ops@sandbox.test');
  tess = await clientsOf('treasury@sandbox.test');
  viewer = await clientsOf('viewer@sandbox.test');
  scope = await createMerchantScope(oscar.accountOwner, 'Views Market');
});
afterAll(async () => {
  await platform?.close();
});

describe('saved views', () => {
  it('keeps a view with its whole state, private to its owner until shared', async () => {
    const created = await oscar.savedViews.createSavedView({
      body: { list: 'payoutRequests', name: 'Failed payouts this week', ...scope, state: failedThisWeek },
    });
    expect(created).toMatchObject({
      list: 'payoutRequests',
      name: 'Failed payouts this week',
      owner: 'ops@sandbox.test',
      mine: true,
      shared: false,
      isDefault: false,
      ...scope,
      state: failedThisWeek,
    });
    expect(await refusal(tess.savedViews.getSavedView({ params: { viewId: created.id } }))).toMatchObject({
      status: 404,
    });
    expect((await tess.savedViews.listSavedViews({ query: { list: 'payoutRequests' } })).elements).toEqual([]);

    const shared = await oscar.savedViews.updateSavedView({ params: { viewId: created.id }, body: { shared: true } });
    expect(shared.shared).toBe(true);
    const seen = await tess.savedViews.getSavedView({ params: { viewId: created.id } });
    expect(seen).toMatchObject({ name: 'Failed payouts this week', mine: false, state: failedThisWeek });
  });

  it('lets only the owner change or delete a view, saying whose it is', async () => {
    const view = await oscar.savedViews.createSavedView({
      body: { list: 'transactions', name: 'Refunds', shared: true, state: { query: 'type:REFUND' } },
    });
    const change = await refusal(
      tess.savedViews.updateSavedView({ params: { viewId: view.id }, body: { state: { query: '' } } }),
    );
    expect(change).toMatchObject({
      status: 403,
      error: { message: 'Only the owner of this view (ops@sandbox.test) can change or delete it' },
    });
    expect(await refusal(tess.savedViews.deleteSavedView({ params: { viewId: view.id } }))).toMatchObject({
      status: 403,
    });
    expect((await oscar.savedViews.getSavedView({ params: { viewId: view.id } })).state).toEqual({
      query: 'type:REFUND',
    });

    await oscar.savedViews.deleteSavedView({ params: { viewId: view.id } });
    expect(await refusal(oscar.savedViews.getSavedView({ params: { viewId: view.id } }))).toMatchObject({
      status: 404,
    });
  });

  it('refuses a name the owner already gave a view of the list in that scope, and changes nothing', async () => {
    const body = {
      list: 'sellers' as const,
      name: 'Active sellers',
      ...scope,
      state: { filters: { status: 'ACTIVE' } },
    };
    await oscar.savedViews.createSavedView({ body });
    const again = await refusal(oscar.savedViews.createSavedView({ body: { ...body, state: {} } }));
    expect(again).toEqual({
      status: 409,
      error: {
        code: 409,
        message: 'A view with this name already exists for this list',
        details: [{ field: 'name', message: 'A view with this name already exists for this list' }],
      },
    });
    // The same name is free across divisions, in another list, and for another account.
    await oscar.savedViews.createSavedView({ body: { ...body, merchantCode: null, divisionCode: null } });
    await oscar.savedViews.createSavedView({ body: { ...body, list: 'kycChecks' } });
    await tess.savedViews.createSavedView({ body });
    const mine = await oscar.savedViews.listSavedViews({ query: { list: 'sellers', ...scope } });
    expect(mine.elements.map((view) => [view.name, view.divisionCode, view.state])).toEqual([
      ['Active sellers', scope.divisionCode, { filters: { status: 'ACTIVE' } }],
      ['Active sellers', null, { filters: { status: 'ACTIVE' } }],
    ]);

    const other = await oscar.savedViews.createSavedView({ body: { ...body, name: 'Other', state: {} } });
    const renamed = await refusal(
      oscar.savedViews.updateSavedView({ params: { viewId: other.id }, body: { name: ' Active sellers ' } }),
    );
    expect(renamed).toMatchObject({
      status: 409,
      error: { message: 'A view with this name already exists for this list' },
    });
    expect((await oscar.savedViews.getSavedView({ params: { viewId: other.id } })).name).toBe('Other');
  });

  it('refuses a state it cannot restore, half a scope and an unknown division, storing nothing', async () => {
    const before = (await oscar.savedViews.listSavedViews({ query: {} })).elements.length;
    const badStates: unknown[] = [
      { pageSize: 33 },
      { density: 'tiny' },
      { columns: [{ id: 'amount', width: 5 }] },
      { filters: { 'bad key': 'x' } },
      { sorting: 'amount' },
    ];
    for (const state of badStates) {
      const answer = await refusal(
        oscar.savedViews.createSavedView({
          body: { list: 'transactions', name: 'Bad', state } as never,
        }),
      );
      expect(answer).toMatchObject({ status: 400, error: { code: 400 } });
    }
    expect(
      await refusal(
        oscar.savedViews.createSavedView({
          body: { list: 'transactions', name: 'Half', merchantCode: scope.merchantCode, state: {} },
        }),
      ),
    ).toMatchObject({
      status: 400,
      error: {
        details: [
          { field: 'divisionCode', message: 'A view belongs to a merchant and one of its divisions, or to neither' },
        ],
      },
    });
    expect(
      await refusal(
        oscar.savedViews.createSavedView({
          body: {
            list: 'transactions',
            name: 'Elsewhere',
            merchantCode: scope.merchantCode,
            divisionCode: 'NOPE',
            state: {},
          },
        }),
      ),
    ).toMatchObject({ status: 400, error: { details: [{ field: 'divisionCode' }] } });
    expect((await oscar.savedViews.listSavedViews({ query: {} })).elements).toHaveLength(before);
  });

  it("keeps one default per account and list, another's shared view included, until the view is deleted", async () => {
    const first = await oscar.savedViews.createSavedView({
      body: { list: 'invoices', name: 'Open', shared: true, state: { filters: { status: 'OPEN' } } },
    });
    const second = await oscar.savedViews.createSavedView({ body: { list: 'invoices', name: 'Paid', state: {} } });
    await oscar.savedViews.setDefaultSavedView({ params: { viewId: first.id } });
    expect((await oscar.savedViews.setDefaultSavedView({ params: { viewId: second.id } })).isDefault).toBe(true);
    const defaults = (await oscar.savedViews.listSavedViews({ query: { list: 'invoices' } })).elements.filter(
      (view) => view.isDefault,
    );
    expect(defaults.map((view) => view.name)).toEqual(['Paid']);

    // The viewer makes Oscar's shared view their default: theirs alone, Oscar's stays.
    expect((await viewer.savedViews.setDefaultSavedView({ params: { viewId: first.id } })).isDefault).toBe(true);
    expect((await oscar.savedViews.getSavedView({ params: { viewId: first.id } })).isDefault).toBe(false);
    await viewer.savedViews.unsetDefaultSavedView({ params: { viewId: first.id } });
    expect((await viewer.savedViews.getSavedView({ params: { viewId: first.id } })).isDefault).toBe(false);

    await oscar.savedViews.deleteSavedView({ params: { viewId: second.id } });
    expect(
      (await oscar.savedViews.listSavedViews({ query: { list: 'invoices' } })).elements.some((view) => view.isDefault),
    ).toBe(false);
  });

  it('lists in a division its own views and those across divisions, not another division’s', async () => {
    const elsewhere = await createMerchantScope(oscar.accountOwner, 'Other Market');
    await oscar.savedViews.createSavedView({ body: { list: 'reports', name: 'Here', ...scope, state: {} } });
    await oscar.savedViews.createSavedView({ body: { list: 'reports', name: 'There', ...elsewhere, state: {} } });
    await oscar.savedViews.createSavedView({ body: { list: 'reports', name: 'Everywhere', state: {} } });
    const here = await oscar.savedViews.listSavedViews({ query: { list: 'reports', ...scope } });
    expect(here.elements.map((view) => view.name)).toEqual(['Everywhere', 'Here']);
    const all = await oscar.savedViews.listSavedViews({ query: { list: 'reports' } });
    expect(all.elements.map((view) => view.name)).toEqual(['Everywhere', 'Here', 'There']);
  });

  it('audits a saved change with its state before and after', async () => {
    const view = await oscar.savedViews.createSavedView({ body: { list: 'activity', name: 'Mine', state: {} } });
    await oscar.savedViews.updateSavedView({ params: { viewId: view.id }, body: { state: { query: 'x' } } });
    const trail = await oscar.audit.listAuditEvents({
      params: { entityType: 'savedView', entityId: String(view.id) },
      query: {},
    });
    expect(trail.elements.map((event) => event.action).sort()).toEqual(['createSavedView', 'updateSavedView']);
  });
});
