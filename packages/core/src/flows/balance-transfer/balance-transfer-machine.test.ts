import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiRequestError, SentForApprovalError } from '../../api/index.ts';
import type { BalanceTransfer, CreateBalanceTransferBody, VirtualAccountBalance } from '../../contract/index.ts';
import { accountLookupDebounceMs, createBalanceTransferMachine } from './balance-transfer-machine.ts';
import type { BalanceTransferCalls } from './transfer-calls.ts';
import { amountDisplay, checkTransferDraft } from './transfer-draft.ts';

const account = (code: string, confirmedBalance: number, currency = 'EUR'): VirtualAccountBalance => ({
  code,
  displayName: code,
  currency,
  type: 'SELLER',
  confirmedBalance,
  pendingBalance: 0,
  payoutBalance: 0,
  merchantCode: 'M-1',
  divisionCode: 'D-1',
  accountHolderCode: `AH-${code}`,
});

interface Script {
  /** Answers for each transfer call in turn: 'ok', a refusal, or 'lost' (the platform moved it, the answer got lost). */
  answers?: ('ok' | 'lost' | ApiRequestError | SentForApprovalError)[];
}

/** The platform's rules for the flow's calls: known accounts, and a transfer moves money once per key. */
function platformDouble(script: Script = {}) {
  const accounts = new Map([
    ['VA-A', account('VA-A', 5_000)],
    ['VA-B', account('VA-B', 100)],
    ['VA-USD', account('VA-USD', 100, 'USD')],
  ]);
  const sent: { body: CreateBalanceTransferBody; key: string }[] = [];
  const byKey = new Map<string, BalanceTransfer>();
  let moves = 0;
  const answers = [...(script.answers ?? [])];
  const calls: BalanceTransferCalls = {
    async balanceOf(code) {
      const found = accounts.get(code);
      if (!found) {
        throw new ApiRequestError('getVirtualAccountBalance', {
          status: 404,
          body: { code: 404, message: 'Error, check virtual account code', details: [] },
        });
      }
      return found;
    },
    async transfer(body, key) {
      sent.push({ body, key });
      const answer = answers.shift() ?? 'ok';
      if (answer instanceof Error) throw answer;
      let transfer = byKey.get(key);
      if (!transfer) {
        moves += 1;
        const from = accounts.get(body.fromVirtualAccountCode);
        const to = accounts.get(body.toVirtualAccountCode);
        if (from && to) {
          accounts.set(from.code, { ...from, confirmedBalance: from.confirmedBalance - body.amount });
          accounts.set(to.code, { ...to, confirmedBalance: to.confirmedBalance + body.amount });
        }
        transfer = {
          ...body,
          code: `BT-${moves}`,
          merchantCode: 'M-1',
          divisionCode: 'D-1',
          description: body.description ?? null,
          createdBy: 'ops@sandbox.test',
          createdAt: new Date().toISOString(),
        };
        byKey.set(key, transfer);
      }
      if (answer === 'lost') throw new Error('connection reset');
      return transfer;
    },
  };
  return { calls, sent, moves: () => moves, accounts };
}

function startFlow(script: Script = {}) {
  const platform = platformDouble(script);
  const actor = createActor(createBalanceTransferMachine(platform.calls), { input: { locale: 'en' } });
  const transferred: string[] = [];
  actor.on('transferred', (event) => transferred.push(event.transfer.code));
  actor.start();
  return { actor, platform, transferred };
}

type Flow = ReturnType<typeof startFlow>;

/** Both lookups have answered. */
const settled = (actor: Flow['actor']) =>
  waitFor(actor, (snapshot) => {
    const { from, to } = snapshot.context.accounts;
    return from.status !== 'loading' && to.status !== 'loading';
  });

async function fillIn({ actor }: Flow, amount = '1000') {
  actor.send({ type: 'from.changed', code: 'VA-A' });
  actor.send({ type: 'to.changed', code: 'VA-B' });
  await settled(actor);
  actor.send({ type: 'type.chosen', transferType: 'CORRECTION' });
  actor.send({ type: 'amount.changed', amount });
  actor.send({ type: 'description.changed', description: '  March fee ' });
}

const refusal = (status: number, message: string, field?: string) =>
  new ApiRequestError('createBalanceTransfer', {
    status,
    body: { code: status, message, details: field ? [{ field, message }] : [] },
  });

describe('balance transfer flow', () => {
  it('fetches each balance after a pause in typing, says when a code is wrong, and picks the one currency', async () => {
    const flow = startFlow();
    const { actor } = flow;
    actor.send({ type: 'from.changed', code: 'VA-A' });
    actor.send({ type: 'to.changed', code: 'VA-NOPE' });
    expect(actor.getSnapshot().context.accounts.from.status).toBe('loading');
    const started = Date.now();
    await settled(actor);
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountLookupDebounceMs - 20);
    const { context } = actor.getSnapshot();
    expect(context.accounts.from).toMatchObject({ status: 'found', account: { confirmedBalance: 5_000 } });
    expect(context.accounts.to.status).toBe('invalid');
    expect(context.draft.currency).toBe('EUR');
    const checked = checkTransferDraft(context.draft, context.accounts);
    expect(checked.ok ? {} : checked.errors).toMatchObject({
      toVirtualAccountCode: 'validation.checkVirtualAccountCode',
      type: 'validation.required',
      amount: 'validation.required',
    });
    actor.send({ type: 'review' });
    expect(actor.getSnapshot().matches({ step: 'editing' })).toBe(true);
  });

  it('takes a review pressed while an account is still being checked once both have answered', async () => {
    const { actor } = startFlow();
    actor.send({ type: 'from.changed', code: 'VA-A' });
    actor.send({ type: 'to.changed', code: 'VA-B' });
    actor.send({ type: 'currency.chosen', currency: 'EUR' });
    actor.send({ type: 'type.chosen', transferType: 'CORRECTION' });
    actor.send({ type: 'amount.changed', amount: '1' });
    actor.send({ type: 'review' });
    expect(actor.getSnapshot().matches({ step: 'editing' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'confirming' }));
    expect(actor.getSnapshot().context.submission?.body).toMatchObject({ amount: 1, toVirtualAccountCode: 'VA-B' });
  });

  it('drops a waiting review when a field is edited or an account turns out wrong', async () => {
    const { actor } = startFlow();
    actor.send({ type: 'from.changed', code: 'VA-A' });
    actor.send({ type: 'to.changed', code: 'VA-NOPE' });
    actor.send({ type: 'type.chosen', transferType: 'CORRECTION' });
    actor.send({ type: 'amount.changed', amount: '1' });
    actor.send({ type: 'review' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ step: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.reviewWaiting).toBe(false);
    actor.send({ type: 'to.changed', code: 'VA-B' });
    actor.send({ type: 'review' });
    actor.send({ type: 'amount.changed', amount: '2' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ step: 'editing' })).toBe(true);
  });

  it("says 'No currencies found' for accounts without a currency in common", async () => {
    const { actor } = startFlow();
    actor.send({ type: 'from.changed', code: 'VA-A' });
    actor.send({ type: 'to.changed', code: 'VA-USD' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    const checked = checkTransferDraft(context.draft, context.accounts);
    expect(checked.ok ? {} : checked.errors).toMatchObject({ currency: 'validation.noCurrencies' });
  });

  it('takes the amount in minor units with a live display in major units, within the balance', async () => {
    const flow = startFlow();
    await fillIn(flow, '10.00');
    const errorOf = () => {
      const { context } = flow.actor.getSnapshot();
      const checked = checkTransferDraft(context.draft, context.accounts);
      return checked.ok ? undefined : checked.errors.amount;
    };
    expect(errorOf()).toBe('validation.invalidAmount');
    flow.actor.send({ type: 'amount.changed', amount: '0' });
    expect(errorOf()).toBe('validation.valueTooLow');
    flow.actor.send({ type: 'amount.changed', amount: '5001' });
    expect(errorOf()).toBe('validation.valueTooHigh');
    flow.actor.send({ type: 'amount.changed', amount: '1000' });
    expect(errorOf()).toBeUndefined();
    expect(amountDisplay(flow.actor.getSnapshot().context.draft, 'en')).toBe('€10.00');
    expect(amountDisplay({ amount: '1000', currency: 'JPY' }, 'en')).toBe('¥1,000');
  });

  it('confirms exactly what moves, sends it once however often confirm is pressed, and fetches both balances again', async () => {
    const flow = startFlow();
    const { actor, platform } = flow;
    await fillIn(flow);
    actor.send({ type: 'review' });
    const { submission } = actor.getSnapshot().context;
    expect(submission?.body).toEqual({
      fromVirtualAccountCode: 'VA-A',
      toVirtualAccountCode: 'VA-B',
      amount: 1000,
      currency: 'EUR',
      type: 'CORRECTION',
      description: 'March fee',
    });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'done' }));
    expect(platform.sent).toHaveLength(1);
    expect(flow.transferred).toEqual(['BT-1']);
    await waitFor(actor, (snapshot) => snapshot.context.accounts.to.status === 'found');
    const { accounts } = actor.getSnapshot().context;
    expect(accounts.from.status === 'found' && accounts.from.account.confirmedBalance).toBe(4_000);
    expect(accounts.to.status === 'found' && accounts.to.account.confirmedBalance).toBe(1_100);
  });

  it('retries a submission whose answer got lost under the same key: the money moves once', async () => {
    const flow = startFlow({ answers: ['lost', 'lost'] });
    const { actor, platform } = flow;
    await fillIn(flow);
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'failed' }));
    actor.send({ type: 'retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'failed' }));
    // Going back and confirming the same transfer again is still the same submission.
    actor.send({ type: 'back' });
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'done' }));
    expect(new Set(platform.sent.map((call) => call.key)).size).toBe(1);
    expect(platform.sent).toHaveLength(3);
    expect(platform.moves()).toBe(1);
  });

  it('says a transfer an approval rule held back was sent for approval: nothing moved, no retry offered', async () => {
    const held = new SentForApprovalError('createBalanceTransfer', {
      code: 'AR-1',
      status: 'PENDING',
      reason: 'Transfers of EUR 1,000 or more',
    });
    const flow = startFlow({ answers: [held] });
    const { actor, platform } = flow;
    await fillIn(flow);
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'held' }));
    expect(actor.getSnapshot().context.held?.code).toBe('AR-1');
    expect(actor.getSnapshot().context.created).toBeUndefined();
    expect(platform.moves()).toBe(0);
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().matches({ step: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.held).toBeUndefined();
  });

  it('gives a changed transfer a new key', async () => {
    const flow = startFlow({ answers: ['lost'] });
    const { actor, platform } = flow;
    await fillIn(flow);
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'failed' }));
    actor.send({ type: 'back' });
    actor.send({ type: 'amount.changed', amount: '999' });
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'done' }));
    expect(new Set(platform.sent.map((call) => call.key)).size).toBe(2);
  });

  it("shows the platform's refusal in the reader's language, and a new attempt gets a new key", async () => {
    const disabled = refusal(409, 'Balance transfers are disabled for this division');
    const direction = refusal(
      400,
      'Transfers are allowed only seller to seller, seller to division income account, and division income account to seller',
      'toVirtualAccountCode',
    );
    const flow = startFlow({ answers: [disabled, direction] });
    const { actor, platform } = flow;
    await fillIn(flow);
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'editing' }) && snapshot.context.refusal !== undefined);
    expect(actor.getSnapshot().context.refusal).toEqual({
      message: 'Balance transfers are disabled for this division',
      field: undefined,
    });
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ step: 'editing' }) && snapshot.context.refusal !== undefined);
    expect(actor.getSnapshot().context.refusal?.field).toBe('toVirtualAccountCode');
    expect(new Set(platform.sent.map((call) => call.key)).size).toBe(2);
    expect(platform.moves()).toBe(0);
    // Editing clears the refusal.
    actor.send({ type: 'description.changed', description: 'x' });
    expect(actor.getSnapshot().context.refusal).toBeUndefined();
  });

  it('translates a refusal the app knows for a Dutch reader', async () => {
    const platform = platformDouble({ answers: [refusal(409, 'Balance transfers are disabled for this division')] });
    const actor = createActor(createBalanceTransferMachine(platform.calls), {
      input: { locale: 'nl', draft: { fromVirtualAccountCode: 'VA-A', toVirtualAccountCode: 'VA-B' } },
    });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.context.accounts.to.status === 'found');
    actor.send({ type: 'type.chosen', transferType: 'VAT' });
    actor.send({ type: 'amount.changed', amount: '5' });
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.context.refusal !== undefined);
    expect(actor.getSnapshot().context.refusal?.message).not.toBe('Balance transfers are disabled for this division');
  });
});
