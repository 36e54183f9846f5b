import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMinorAmount } from './minor-amount.ts';

describe('checkMinorAmount', () => {
  it('takes whole minor units, typed or as numbers', () => {
    expect(checkMinorAmount('1000')).toEqual({ ok: true, value: 1000 });
    expect(checkMinorAmount(' 0 ')).toEqual({ ok: true, value: 0 });
    expect(checkMinorAmount(250)).toEqual({ ok: true, value: 250 });
  });

  it("says 'Value Not Provided' when there is no amount", () => {
    for (const input of [undefined, null, '', '  ']) {
      expect(checkMinorAmount(input)).toEqual({ ok: false, message: 'valueNotProvided' });
    }
  });

  it("says 'Invalid Amount' for decimals, signs, letters and amounts too large to hold exactly", () => {
    for (const input of ['10.00', '10,5', '-5', '+5', '1e3', 'ten', -1, 1.5, Number.NaN, '99999999999999999999']) {
      expect(checkMinorAmount(input), String(input)).toEqual({ ok: false, message: 'invalidAmount' });
    }
  });

  it("says 'Value Too Low' and 'Value Too High' outside the bounds, which are inclusive", () => {
    expect(checkMinorAmount('0', { min: 1 })).toEqual({ ok: false, message: 'valueTooLow' });
    expect(checkMinorAmount(1, { min: 1 })).toEqual({ ok: true, value: 1 });
    expect(checkMinorAmount('5001', { max: 5000 })).toEqual({ ok: false, message: 'valueTooHigh' });
    expect(checkMinorAmount(5000, { min: 1, max: 5000 })).toEqual({ ok: true, value: 5000 });
  });

  it('reads back every whole amount as typed', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const checked = checkMinorAmount(String(amount));
        return checked.ok && checked.value === amount;
      }),
    );
  });

  it('accepts an amount exactly when it lies within the bounds', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), (amount, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        return checkMinorAmount(amount, { min, max }).ok === (amount >= min && amount <= max);
      }),
    );
  });
});
