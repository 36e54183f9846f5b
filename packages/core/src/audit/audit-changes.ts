import type { AuditEvent } from '../contract/audit.ts';

/** One top-level field of a changed entity, its values as text (nested values as compact JSON). */
export interface AuditFieldChange {
  field: string;
  /** The old value; absent when the event created the entity. */
  before?: string;
  /** The new value; absent when the event removed the entity. */
  after?: string;
}

/**
 * What an audit event changed: `created` lists the new entity's fields, `removed` the old entity's, `changed`
 * each top-level field whose value differs, before and after (of a nested object, the parts that differ).
 */
export interface AuditChanges {
  kind: 'created' | 'removed' | 'changed';
  fields: AuditFieldChange[];
}

/** How a field with no value (null, or missing on one side) reads. */
export const noValue = '—';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entity's top-level fields; an entity recorded as a plain value is one field, `value`. */
const fieldsOf = (entity: unknown): Fields => {
  if (entity === null || entity === undefined) return {};
  return isRecord(entity) ? entity : { value: entity };
};

/** JSON with object keys sorted, so that two equal values read alike whatever order their keys came in. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
};

/** A value as text: a string as it is, null as `noValue`, anything else as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return noValue;
  if (typeof value === 'string') return value;
  return JSON.stringify(canonical(value));
}

const sameValue = (left: unknown, right: unknown) =>
  JSON.stringify(canonical(left ?? null)) === JSON.stringify(canonical(right ?? null));

/**
 * Of two objects, only the keys whose values differ, at every depth (an address whose city changed reads
 * `{"city":"Utrecht"} → {"city":"Delft"}`, not the whole address twice); anything else whole.
 */
function differingParts(before: unknown, after: unknown): [unknown, unknown] {
  if (!isRecord(before) || !isRecord(after)) return [before, after];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !sameValue(before[key], after[key]),
  );
  const parts = keys.map((key) => differingParts(before[key], after[key]));
  const side = (index: 0 | 1) =>
    Object.fromEntries(
      keys.flatMap((key, at) => (parts[at]?.[index] === undefined ? [] : [[key, parts[at]?.[index]]])),
    );
  return [side(0), side(1)];
}

/** What the event changed, field by field, in the order of the entity's fields. */
export function auditChanges(event: Pick<AuditEvent, 'before' | 'after'>): AuditChanges {
  const before = fieldsOf(event.before);
  const after = fieldsOf(event.after);
  if (event.before === null && event.after !== null) {
    return {
      kind: 'created',
      fields: Object.entries(after).map(([field, value]) => ({ field, after: auditValueText(value) })),
    };
  }
  if (event.after === null && event.before !== null) {
    return {
      kind: 'removed',
      fields: Object.entries(before).map(([field, value]) => ({ field, before: auditValueText(value) })),
    };
  }
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    kind: 'changed',
    fields: names
      .filter((field) => !sameValue(before[field], after[field]))
      .map((field) => {
        const [was, is] = differingParts(before[field], after[field]);
        return { field, before: auditValueText(was), after: auditValueText(is) };
      }),
  };
}

/** One field's change as a line: 'field: before → after', or 'field: value' when created or removed. */
export function auditFieldChangeText({ field, before, after }: AuditFieldChange): string {
  if (before === undefined) return `${field}: ${after ?? noValue}`;
  if (after === undefined) return `${field}: ${before}`;
  return `${field}: ${before} → ${after}`;
}

/** Every field's change on one line, separated by '; ' (the cli's changes column). */
export function auditChangesText(changes: AuditChanges): string {
  return changes.fields.map(auditFieldChangeText).join('; ');
}
