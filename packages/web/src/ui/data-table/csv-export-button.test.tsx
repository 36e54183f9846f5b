import { describe, expect, it } from 'vitest';
import { exportRows } from './csv-export-button.tsx';
import { type Person, people, personColumns, personPage } from './testing/data-table-fixture.tsx';

describe('exportRows', () => {
  it('fetches every page of the filter and writes each row as RFC 4180 CSV', async () => {
    const asked: number[] = [];
    const csv = await exportRows(personColumns, async (page, pageSize) => {
      asked.push(page);
      return personPage(page, pageSize);
    });
    const lines = csv.split('\r\n');
    expect(asked).toEqual([1, 2]);
    expect(lines[0]).toBe('Name,Code,City,Age');
    expect(lines[1]).toBe('Person 1,P-1,Amsterdam,20');
    expect(lines[2]).toBe('Person 2,P-2,"Utrecht, NL",21');
    expect(lines).toHaveLength(62);
  });

  it('writes a name a person typed as a formula as inert text, and numbers as numbers', async () => {
    const formula = { ...people[0], name: '=HYPERLINK("http://evil.example","x")', age: -1 } as Person;
    const csv = await exportRows(personColumns, async () => ({ elements: [formula], totalCount: 1 }));
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",P-1,Amsterdam,-1`);
  });
});
