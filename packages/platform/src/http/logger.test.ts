import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createLogger } from './logger.ts';

let opened: TestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened?.close();
});

/** A logger whose lines the test reads. */
function capturingLogger() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => text };
}

const iban = 'NL91ABNA0417164300';
const email = 'jan.jansen@example.nl';

describe('the platform log', () => {
  it('keeps the SQL of a failed statement but none of its parameters', async () => {
    const failure = await opened.database.db
      .execute(sql`select ${iban}::int as iban, ${email}::int as email`)
      .catch((error: unknown) => error);
    const { logger, text } = capturingLogger();
    logger.error({ err: failure }, 'unexpected error');

    expect(text()).toContain('Failed query: select $1::int as iban, $2::int as email');
    expect(text()).not.toContain(iban);
    expect(text()).not.toContain(email);
    expect(JSON.parse(text()).err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22P02' } });
  });

  it('writes no personal field, at the top of a line or one level down', () => {
    const { logger, text } = capturingLogger();
    logger.info({ email, seller: { iban, phoneNumber: '+31612345678', name: 'Jansen Fietsen' } }, 'seller');

    expect(text()).not.toContain(email);
    expect(text()).not.toContain(iban);
    expect(text()).not.toContain('+31612345678');
    expect(text()).toContain('Jansen Fietsen');
  });
});
