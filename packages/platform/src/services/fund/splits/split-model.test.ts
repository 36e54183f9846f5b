import { ApiRequestError } from '@ops/core/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeRefunds,
  applyMoves,
  divisionAccount,
  type ModelMove,
  type ModelRefund,
  type ModelShare,
  type ModelSplit,
  modelPaymentStatus,
  netOf,
  newSplitModel,
  type SplitModel,
  splitMoves,
  takenBack,
} from './testing/split-model.ts';
import { type SplitShop, type SplitTestKit, setupTimeoutMs, startSplitTest } from './testing/split-test-kit.ts';

let kit: SplitTestKit;

beforeAll(async () => {
  kit = await startSplitTest();
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const share = fc.record({
  amount: fc.integer({ min: 1, max: 5_000 }),
  commissionPercent: fc.integer({ min: 0, max: 20 }),
});
const pick = fc.nat({ max: 50 });
const pspFee = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 }));
const payCommand = fc.record({
  kind: fc.constant('pay'),
  shares: fc.array(share, { minLength: 1, maxLength: 2 }),
  rest: fc.nat({ max: 1_000 }),
});
const command = fc.oneof(
  { arbitrary: payCommand, weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund'),
      payment: pick,
      seller: pick,
      // 0 asks one more than the seller's share has left, which must be refused.
      percent: fc.integer({ min: 0, max: 100 }),
      chargeback: fc.boolean(),
    }),
    weight: 4,
  },
  fc.record({ kind: fc.constant('cancelPayment'), payment: pick }),
  fc.record({ kind: fc.constant('cancelRefund'), refund: pick }),
  { arbitrary: fc.record({ kind: fc.constant('reconcilePayment'), payment: pick, pspFee }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reconcileRefund'), refund: pick, pspFee }), weight: 2 },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** One run: its own division and PSP, and the model beside them. */
interface Run {
  shop: SplitShop;
  psp: string;
  model: SplitModel;
}

type Outcome = 'done' | number;
const outcomeOf = (call: Promise<unknown>): Promise<Outcome> =>
  call.then(
    () => 'done',
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status) return error.status;
      throw error;
    },
  );

const bucketOf = (takenFrom: ModelRefund['takenFrom']) => (takenFrom === 'PENDING' ? 'pending' : 'confirmed');
const at = <T>(items: T[], index: number): T | undefined => items[index % Math.max(1, items.length)];

/** The answer a refund must get, and on success the refund the model books. */
function expectedRefund(run: Run, payment: ModelSplit, command: Extract<Command, { kind: 'refund' }>) {
  const shareOf = at(payment.shares, command.seller) as ModelShare;
  const refunds = activeRefunds(run.model, payment);
  const taken = takenBack(refunds, shareOf.seller);
  const left = shareOf.amount - taken.amount;
  const amount = command.percent === 0 ? left + 1 : Math.max(1, Math.floor((left * command.percent) / 100));
  const fees = Math.floor((amount * shareOf.fees) / shareOf.amount);
  const refund: ModelRefund = {
    code: '',
    total: amount,
    shares: [{ seller: shareOf.seller, amount, fees }],
    division: fees,
    reconciled: false,
    cancelled: false,
    payment,
    takenFrom: payment.reconciled ? 'CONFIRMED' : 'PENDING',
  };
  if (payment.cancelled) return { outcome: 409, refund };
  const totalLeft = payment.total - refunds.reduce((sum, earlier) => sum + earlier.total, 0);
  const divisionLeft = payment.division - refunds.reduce((sum, earlier) => sum + earlier.division, 0);
  const refused =
    amount > totalLeft || amount > left || amount - fees > netOf(shareOf) - taken.net || fees > divisionLeft;
  if (refused) return { outcome: 400, refund };
  const booked = applyMoves(run.model, splitMoves(refund, bucketOf(refund.takenFrom), -1));
  return { outcome: booked ? ('done' as const) : 409, refund };
}

async function step(run: Run, command: Command): Promise<void> {
  const { splits } = kit;
  const { model, shop } = run;
  switch (command.kind) {
    case 'pay': {
      const shares = command.shares.map((planned, seller) => ({
        seller,
        amount: planned.amount,
        fees: Math.floor((planned.amount * planned.commissionPercent) / 100),
      }));
      const total = shares.reduce((sum, planned) => sum + planned.amount, command.rest);
      const created = await splits.createSplitPayment({
        body: {
          ...kit.payment(shop, []),
          psp: run.psp,
          totalAmount: total,
          sellers: shares.map((planned) => ({
            sellerCode: shop.sellers[planned.seller],
            amount: planned.amount,
            itemGroups: [{ productItemAmount: planned.amount, commission: planned.fees }],
          })),
        },
      });
      const payment: ModelSplit = {
        code: created.code,
        total,
        shares,
        division: total - shares.reduce((sum, planned) => sum + netOf(planned), 0),
        reconciled: false,
        cancelled: false,
      };
      model.payments.push(payment);
      expect(applyMoves(model, splitMoves(payment, 'pending', 1))).toBe(true);
      return;
    }
    case 'refund': {
      const payment = at(model.payments, command.payment);
      if (!payment) return;
      const { outcome, refund } = expectedRefund(run, payment, command);
      const body = {
        paymentCode: payment.code,
        type: command.chargeback ? ('CHARGEBACK' as const) : ('REFUND' as const),
        totalAmount: refund.total,
        sellers: refund.shares.map((planned) => ({
          sellerCode: shop.sellers[planned.seller],
          amount: planned.amount,
          itemGroups: [{ productItemAmount: planned.amount, commission: planned.fees }],
        })),
      };
      let code = '';
      const answer = await outcomeOf(splits.createSplitRefund({ body }).then((created) => (code = created.code)));
      expect(answer, `refund of ${refund.total} from ${payment.code}`).toBe(outcome);
      if (answer === 'done') model.refunds.push({ ...refund, code });
      return;
    }
    case 'cancelPayment': {
      const payment = at(model.payments, command.payment);
      if (!payment) return;
      const allowed = !payment.cancelled && !payment.reconciled && activeRefunds(model, payment).length === 0;
      const answer = await outcomeOf(splits.cancelSplitPayment({ params: { splitCode: payment.code } }));
      expect(answer).toBe(allowed ? 'done' : 409);
      if (allowed) {
        payment.cancelled = true;
        expect(applyMoves(model, splitMoves(payment, 'pending', -1))).toBe(true);
      }
      return;
    }
    case 'cancelRefund': {
      const refund = at(model.refunds, command.refund);
      if (!refund) return;
      const allowed = !refund.cancelled && !refund.reconciled;
      const answer = await outcomeOf(splits.cancelSplitRefund({ params: { splitCode: refund.code } }));
      expect(answer).toBe(allowed ? 'done' : 409);
      if (allowed) {
        refund.cancelled = true;
        const bucket = refund.takenFrom === 'PENDING' && !refund.payment.reconciled ? 'pending' : 'confirmed';
        expect(applyMoves(model, splitMoves(refund, bucket, 1))).toBe(true);
      }
      return;
    }
    case 'reconcilePayment': {
      const payment = at(model.payments, command.payment);
      if (!payment) return;
      let expected: Outcome = payment.cancelled || payment.reconciled ? 409 : 'done';
      if (expected === 'done') {
        const fromPending = activeRefunds(model, payment, 'PENDING');
        const moves: ModelMove[] = payment.shares.flatMap((planned) => {
          const left = netOf(planned) - takenBack(fromPending, planned.seller).net;
          return [
            { account: planned.seller, bucket: 'pending' as const, amount: -left },
            { account: planned.seller, bucket: 'confirmed' as const, amount: left },
          ];
        });
        const divisionLeft = payment.division - fromPending.reduce((sum, refund) => sum + refund.division, 0);
        moves.push(
          { account: divisionAccount, bucket: 'pending', amount: -divisionLeft },
          { account: divisionAccount, bucket: 'confirmed', amount: divisionLeft },
          { account: divisionAccount, bucket: 'confirmed', amount: -command.pspFee },
          { psp: command.pspFee },
        );
        expected = applyMoves(model, moves) ? 'done' : 409;
      }
      const body = command.pspFee ? { pspFee: command.pspFee } : {};
      expect(await outcomeOf(splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body }))).toBe(
        expected,
      );
      if (expected === 'done') payment.reconciled = true;
      return;
    }
    case 'reconcileRefund': {
      const refund = at(model.refunds, command.refund);
      if (!refund) return;
      let expected: Outcome = refund.cancelled || refund.reconciled ? 409 : 'done';
      if (expected === 'done') {
        const fee: ModelMove[] = [
          { account: divisionAccount, bucket: 'confirmed', amount: -command.pspFee },
          { psp: command.pspFee },
        ];
        expected = applyMoves(model, fee) ? 'done' : 409;
      }
      const body = command.pspFee ? { pspFee: command.pspFee } : {};
      expect(await outcomeOf(splits.reconcileSplitRefund({ params: { splitCode: refund.code }, body }))).toBe(expected);
      if (expected === 'done') refund.reconciled = true;
      return;
    }
  }
}

/** The platform agrees with the model: balances, the PSP, and every payment's status. */
async function expectAsModel(run: Run): Promise<void> {
  const accounts = [...run.shop.sellerAccounts, run.shop.incomeAccount];
  const balances = await Promise.all(accounts.map((code) => kit.balancesOf(code)));
  expect(balances.map(({ confirmed, pending }) => ({ confirmed, pending }))).toEqual(run.model.accounts);
  expect(await kit.pspBalance(run.psp)).toBe(run.model.psp);
  const listed = await kit.splits.listSplitPayments({ query: { divisionCode: run.shop.divisionCode, limit: 100 } });
  const statuses = new Map(listed.elements.map((payment) => [payment.code, payment.status]));
  for (const payment of run.model.payments) {
    expect(statuses.get(payment.code), payment.code).toBe(modelPaymentStatus(run.model, payment));
  }
}

let runs = 0;

describe('split payments and refunds against a model', () => {
  it('keep the balances, the PSP, the statuses and the ledger as the model does, whatever the sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(payCommand, { minLength: 1, maxLength: 2 }),
        fc.array(command, { maxLength: 20 }),
        async (opening, commands) => {
          runs += 1;
          const run: Run = { shop: await kit.shop({ sellers: 2 }), psp: `MODEL-PSP-${runs}`, model: newSplitModel() };
          for (const planned of [...opening, ...commands]) {
            await step(run, planned);
            await expectAsModel(run);
          }
          await kit.assertHolds();
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
