// The data table with synthetic rows (`?rows=`, 10,000 by default) and a selection, for tests/bench/list-keys.bench.ts.
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../src/lib/i18n/i18n-provider.tsx';
import '../src/ui/tokens/tokens.css';
import '../src/ui/tokens/base.css';
import '../src/app/styles.css';
import { PeopleTable, type Person, people } from '../src/ui/data-table/testing/data-table-fixture.tsx';

const count = Number(new URLSearchParams(window.location.search).get('rows') ?? 10_000);
const rows: Person[] = Array.from({ length: count }, (_, index) => ({
  ...(people[index % people.length] as Person),
  code: `R-${index + 1}`,
  name: `Person ${index + 1}`,
  children: undefined,
}));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <I18nProvider>
      <PeopleTable rows={rows} />
    </I18nProvider>,
  );
}
