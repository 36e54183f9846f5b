import { describe, expect, it } from 'vitest';
import type { ApiClient, RouteCall } from '../api/api-client.ts';
import { createServiceClients } from '../api/service-clients.ts';
import { withReason } from '../api/with-reason.ts';
import { setConfigAction } from './config-actions.ts';
import { asksBeforeRun, confirmationOf } from './confirmation.ts';
import { deleteDivisionAction } from './division-actions.ts';
import { reasonAskOf, reasonProblemOf } from './reason-ask.ts';

describe('asking for a reason', () => {
  it('asks for every change of a reason kind, required where the division requires the kind', () => {
    expect(reasonAskOf(deleteDivisionAction, [])).toEqual({ kind: 'deletion', required: false });
    expect(reasonAskOf(deleteDivisionAction, ['deletion'])).toEqual({ kind: 'deletion', required: true });
    expect(reasonAskOf({ route: 'createAccountHolder' }, ['deletion'])).toBeUndefined();
    expect(reasonAskOf({ route: 'updateKycStatus' }, ['kycOverride'])).toEqual({
      kind: 'kycOverride',
      required: false,
    });
  });

  it('asks first for a configuration change only where the division requires a reason for it', () => {
    expect(asksBeforeRun(setConfigAction, [])).toBe(false);
    expect(asksBeforeRun(setConfigAction, ['configurationChange'])).toBe(true);
    const confirmation = confirmationOf(
      setConfigAction,
      { balanceTransfersEnabled: true },
      { scope: { merchantCode: 'M-1', divisionCode: 'D-1' }, locale: 'en' },
      {},
      ['configurationChange'],
    );
    expect(confirmation.message).toBe('This division keeps a reason with every change of this kind.');
    expect(confirmation.reason).toEqual({ kind: 'configurationChange', required: true });
  });

  it('refuses a blank reason where one is required, and one over 500 characters anywhere', () => {
    const required = { kind: 'deletion', required: true } as const;
    expect(reasonProblemOf(required, '  ')).toBe('required');
    expect(reasonProblemOf(required, 'Closed shop')).toBeUndefined();
    expect(reasonProblemOf(undefined, 'x'.repeat(501))).toBe('tooLong');
    expect(reasonProblemOf({ ...required, required: false }, '')).toBeUndefined();
  });

  it('sends the reason with every call of the clients it is given to, unless a call names its own', async () => {
    const calls: (RouteCall | undefined)[] = [];
    const api: ApiClient = {
      callRoute: async (_route, call) => {
        calls.push(call);
        return {};
      },
    };
    const clients = withReason(createServiceClients(api), '  Shop closed  ');
    await clients.accountOwner.getDivisionConfig({ params: { merchantCode: 'M-1', divisionCode: 'D-1' } });
    await clients.fund.createBalanceTransfer({
      body: { fromVirtualAccountCode: 'A', toVirtualAccountCode: 'B', amount: 1, currency: 'EUR', type: 'CORRECTION' },
      reason: 'Its own',
    });
    expect(calls.map((call) => call?.reason)).toEqual(['Shop closed', 'Its own']);
  });
});
