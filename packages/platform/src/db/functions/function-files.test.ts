import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SqlRunner, selectRows } from '../../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

const folder = new URL('./', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
const functionOf = (file: string) => file.slice(0, -'.sql'.length);

/** Where a file's function is made to be compared, beside the one the migrations installed in `public`. */
const scratch = 'function_files';

interface Installed {
  name: string;
  definition: string;
}

/** The functions of a schema as PostgreSQL prints them, but those of extensions (pg_trgm's). */
function functionsIn(runner: SqlRunner, schema: string): Promise<Installed[]> {
  return selectRows<Installed>(
    runner,
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = ${schema} and p.prokind = 'f'
        and not exists (select 1 from pg_depend d
          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by p.proname`,
  );
}

let opened: TestDatabase;
let installed: Installed[];

beforeAll(async () => {
  opened = await openTestDatabase();
  installed = await functionsIn(opened.database.db, 'public');
});
afterAll(async () => {
  await opened?.close();
});

describe('each SQL function has one file in db/functions/, equal to what the migrations install', () => {
  it('has a file for every function the migrations install, and none for a function they do not', () => {
    expect(new Set(installed.map(({ name }) => name)).size, 'one function a name: no overloads').toBe(installed.length);
    expect(files.map(functionOf).sort()).toEqual(installed.map(({ name }) => name));
  });

  it('holds each file to the function the newest migration that (re)defines it installed', async () => {
    const made = await opened.database.transaction(async (tx) => {
      await tx.execute(sql.raw(`create schema ${scratch}`));
      // The file's unqualified name lands in the scratch schema; its SQL body still finds the tables in public.
      await tx.execute(sql.raw(`set local search_path = ${scratch}, public`));
      for (const file of files) await tx.execute(sql.raw(readFileSync(new URL(file, folder), 'utf8')));
      return functionsIn(tx, scratch);
    });
    const installedDefinition = new Map(installed.map(({ name, definition }) => [name, definition]));
    for (const { name, definition } of made) {
      expect(
        definition.replace(`FUNCTION ${scratch}.`, 'FUNCTION public.'),
        `db/functions/${name}.sql differs from the function the migrations install: a change to a SQL function is ` +
          'its file changed and a migration that runs the file (CONTEXT.md, "Change a SQL function")',
      ).toBe(installedDefinition.get(name));
    }
    expect(made.map(({ name }) => name)).toEqual(files.map(functionOf).sort());
  });
});
