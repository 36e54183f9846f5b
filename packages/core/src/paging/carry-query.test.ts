import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryQuery } from './carry-query.ts';

const bound = 'merchantCode=M1&divisionCode=D1&status=ACTIVE&page=3';

describe('carryQuery', () => {
  it('keeps every query parameter when the route stays the same', () => {
    expect(carryQuery('/sellers', '/sellers', bound, { page: '4' }).toString()).toBe(
      'merchantCode=M1&divisionCode=D1&status=ACTIVE&page=4',
    );
  });

  it('carries only merchantCode and divisionCode to another route', () => {
    expect(carryQuery('/sellers', '/transactions', bound).toString()).toBe('merchantCode=M1&divisionCode=D1');
  });

  it("adds the target's own parameters, which win over carried ones", () => {
    const query = carryQuery('/sellers', '/payouts/requests', bound, 'divisionCode=D2&tab=open');
    expect(Object.fromEntries(query)).toEqual({ merchantCode: 'M1', divisionCode: 'D2', tab: 'open' });
  });

  it('treats a trailing slash or a query in the path as the same route', () => {
    expect(carryQuery('/sellers/', '/sellers?x=1', bound).get('status')).toBe('ACTIVE');
  });

  it('treats a different seller as a different route', () => {
    expect(carryQuery('/sellers/S1/balance', '/sellers/S2/balance', bound).has('status')).toBe(false);
  });

  it('keeps repeated parameters on the same route', () => {
    expect(carryQuery('/sellers', '/sellers', 'status=ACTIVE&status=FAILED').getAll('status')).toEqual([
      'ACTIVE',
      'FAILED',
    ]);
  });

  it('does not change the query it was given', () => {
    const current = new URLSearchParams(bound);
    carryQuery('/sellers', '/sellers', current, { status: 'FAILED' });
    expect(current.toString()).toBe(bound);
  });

  it('never carries anything but the merchant and division to another route', () => {
    const name = fc.constantFrom('merchantCode', 'divisionCode', 'status', 'page', 'search', 'limit');
    const query = fc.array(fc.tuple(name, fc.string({ maxLength: 5 })), { maxLength: 8 });
    fc.assert(
      fc.property(query, (pairs) => {
        const carried = carryQuery('/sellers', '/kycChecks', pairs);
        return [...carried.keys()].every((key) => key === 'merchantCode' || key === 'divisionCode');
      }),
    );
  });

  it('keeps everything on the same route when there is no target query', () => {
    const query = fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ maxLength: 5 })));
    fc.assert(
      fc.property(query, (pairs) => {
        const current = new URLSearchParams(pairs);
        return carryQuery('/home', '/home', current).toString() === current.toString();
      }),
    );
  });
});
