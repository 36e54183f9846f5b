import { describe, expect, it } from 'vitest';
import { auditChanges, auditChangesText } from './audit-changes.ts';

describe('what an audit event changed', () => {
  it('lists every field of what was created, nested values as compact JSON', () => {
    const changes = auditChanges({
      before: null,
      after: { name: 'Acme', address: { city: 'Utrecht', street: 'Oudegracht 1' }, tags: ['a', 'b'], ubo: null },
    });
    expect(changes).toEqual({
      kind: 'created',
      fields: [
        { field: 'name', after: 'Acme' },
        { field: 'address', after: '{"city":"Utrecht","street":"Oudegracht 1"}' },
        { field: 'tags', after: '["a","b"]' },
        { field: 'ubo', after: '—' },
      ],
    });
  });

  it('lists the old fields of what was removed', () => {
    expect(auditChanges({ before: { code: 'AH-1', deleted: false }, after: null })).toEqual({
      kind: 'removed',
      fields: [
        { field: 'code', before: 'AH-1' },
        { field: 'deleted', before: 'false' },
      ],
    });
  });

  it('lists only the top-level fields whose value differs, before and after', () => {
    const changes = auditChanges({
      before: { name: 'Acme', email: 'a@acme.test', address: { street: 'A 1', city: 'Utrecht' }, phone: '06' },
      after: { name: 'Acme B.V.', email: 'a@acme.test', address: { city: 'Utrecht', street: 'A 1' }, website: 'x.nl' },
    });
    expect(changes).toEqual({
      kind: 'changed',
      fields: [
        { field: 'name', before: 'Acme', after: 'Acme B.V.' },
        { field: 'phone', before: '06', after: '—' },
        { field: 'website', before: '—', after: 'x.nl' },
      ],
    });
  });

  it('shows of a changed nested object only the parts that differ, lists whole, numbers and flags as they are', () => {
    const changes = auditChanges({
      before: {
        identity: { email: 'a@x.test', address: { city: 'Utrecht', street: 'A 1' }, ubos: [] },
        tags: ['a'],
        amount: 100,
        active: true,
      },
      after: {
        identity: { email: 'b@x.test', address: { city: 'Delft', street: 'A 1' }, ubos: [], phone: '06' },
        tags: ['a', 'b'],
        amount: 250,
        active: false,
      },
    });
    expect(changes.fields).toEqual([
      {
        field: 'identity',
        before: '{"address":{"city":"Utrecht"},"email":"a@x.test"}',
        after: '{"address":{"city":"Delft"},"email":"b@x.test","phone":"06"}',
      },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
      { field: 'amount', before: '100', after: '250' },
      { field: 'active', before: 'true', after: 'false' },
    ]);
  });

  it('finds nothing changed when the values are equal', () => {
    expect(auditChanges({ before: { a: [1, { b: 2 }] }, after: { a: [1, { b: 2 }] } })).toEqual({
      kind: 'changed',
      fields: [],
    });
  });

  it('reads an entity recorded as a plain value as one field', () => {
    expect(auditChanges({ before: 'OPEN', after: 'CLOSED' }).fields).toEqual([
      { field: 'value', before: 'OPEN', after: 'CLOSED' },
    ]);
  });

  it('writes the changes on one line for the cli', () => {
    expect(auditChangesText(auditChanges({ before: { name: 'A', city: 'X' }, after: { name: 'B', city: 'X' } }))).toBe(
      'name: A → B',
    );
    expect(auditChangesText(auditChanges({ before: null, after: { name: 'A', city: 'X' } }))).toBe('name: A; city: X');
  });
});
