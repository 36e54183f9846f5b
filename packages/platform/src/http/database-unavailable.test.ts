import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const failure = (code: string) => Object.assign(new Error(`failed (${code})`), { code });

describe('a database failure that is an outage (503) rather than a refusal', () => {
  it.each([
    ['55000', 'not accepting connections (object not in prerequisite state)'],
    ['57014', 'a statement cancelled by its timeout'],
    ['08006', 'a connection failure'],
    ['57P01', 'an administrator shutdown'],
    ['57P03', 'a server starting up'],
    ['53300', 'too many connections'],
    ['ETIMEDOUT', 'a socket timeout'],
    ['STATEMENT_TIMEOUT', 'a statement the connection gave up on'],
  ])('counts SQLSTATE or code %s (%s) as the database unavailable, also wrapped', (code) => {
    expect(isDatabaseUnavailable(failure(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: failure(code) }))).toBe(true);
  });

  it.each([['23505'], ['40P01'], ['22P02'], ['OPS01']])('does not count %s, a refusal of the statement', (code) => {
    expect(isDatabaseUnavailable(failure(code))).toBe(false);
  });
});
