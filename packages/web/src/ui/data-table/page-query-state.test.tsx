import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { DataTable } from './data-table.tsx';
import type { TablePage } from './data-table-types.ts';
import { pageQueryState } from './page-query-state.ts';
import { useTableQuery } from './table-query.ts';
import { type Person, people, personColumns } from './testing/data-table-fixture.tsx';

/** Answers held until the test lets them through, one per city asked. */
function heldAnswers() {
  const waiting = new Map<string, (page: TablePage<Person>) => void>();
  return {
    ask: (city: string) => new Promise<TablePage<Person>>((resolve) => waiting.set(city, resolve)),
    /** Lets the city's answer through once it has been asked for. */
    async answer(city: string) {
      const resolve = await vi.waitFor(() => {
        const held = waiting.get(city);
        if (!held) throw new Error(`${city} was not asked for`);
        return held;
      });
      const elements = people.filter((person) => person.city === city).slice(0, 5);
      resolve({ elements, totalCount: elements.length });
    },
  };
}

function PeopleByCity({ answers }: { answers: ReturnType<typeof heldAnswers> }) {
  const [city, setCity] = useState('Amsterdam');
  const [query, setQuery] = useTableQuery([]);
  const result = useQuery({
    queryKey: ['people', city],
    queryFn: () => answers.ask(city),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <button type="button" onClick={() => setCity('Utrecht, NL')}>
        Utrecht
      </button>
      <DataTable
        id="people-by-city"
        label="People"
        columns={personColumns}
        {...pageQueryState(result)}
        query={query}
        onQueryChange={setQuery}
        rowKey={(row) => row.code}
      />
    </>
  );
}

const firstName = () => within(screen.getByRole('table', { name: 'People' })).getAllByRole('row')[1]?.textContent;

describe('pageQueryState', () => {
  it("says the table is busy while it still shows the previous filter's rows, and not once the new ones are in", async () => {
    const answers = heldAnswers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderInConsole(
      <QueryClientProvider client={client}>
        <PeopleByCity answers={answers} />
      </QueryClientProvider>,
    );
    await act(async () => answers.answer('Amsterdam'));
    const table = await screen.findByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(firstName()).toContain('Person 1');

    await user.click(screen.getByRole('button', { name: 'Utrecht' }));
    expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBe('true');
    expect(firstName()).toContain('Person 1');

    await act(async () => answers.answer('Utrecht, NL'));
    await vi.waitFor(() => expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBeNull());
    expect(firstName()).toContain('Person 2');
  });
});
