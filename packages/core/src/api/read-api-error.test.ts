import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../contract/index.ts';
import { readApiError } from './read-api-error.ts';

const detail = fc.record({ field: fc.string(), message: fc.string() });
const errorLike = fc.record(
  {
    code: fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null)),
    message: fc.oneof(fc.string(), fc.integer()),
    details: fc.oneof(fc.array(detail), fc.array(fc.oneof(detail, fc.string())), fc.string()),
    extra: fc.string(),
  },
  { requiredKeys: [] },
);

describe('readApiError', () => {
  it("reads the contract's error shape, without what the contract does not name", () => {
    expect(
      readApiError({ code: '400.010.001', message: 'Bad request', details: [{ field: 'name', message: 'Required' }] }),
    ).toEqual({ code: '400.010.001', message: 'Bad request', details: [{ field: 'name', message: 'Required' }] });
    expect(readApiError('Bad gateway')).toBeUndefined();
    expect(readApiError({ code: 502, message: 'Bad gateway' })).toBeUndefined();
  });

  it('agrees with apiErrorSchema on every body, so the web build without zod reads failures alike', () => {
    fc.assert(
      fc.property(fc.oneof(errorLike, fc.anything()), (body) => {
        const parsed = apiErrorSchema.safeParse(body);
        expect(readApiError(body)).toEqual(parsed.success ? parsed.data : undefined);
      }),
    );
  });
});
