import { payoutRequestQueryFields, transactionQueryFields } from '@ops/core/list-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { ListQueryField } from './list-query-field.tsx';

/** The field over a list whose applied query is shown beside it, as a list screen's URL would hold it. */
function QueriedList({
  initial = '',
  fields = transactionQueryFields,
}: {
  initial?: string;
  fields?: typeof transactionQueryFields;
}) {
  const [applied, setApplied] = useState(initial);
  return (
    <>
      <ListQueryField fields={fields} value={applied} onApply={setApplied} />
      <output aria-label="Applied">{applied}</output>
      <button type="button" onClick={() => setApplied('type:PAYMENT')}>
        Payments only
      </button>
    </>
  );
}

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;
const applied = () => screen.getByRole('status', { name: 'Applied' }).textContent;

describe('ListQueryField', () => {
  it('applies a query that reads at Enter, and is marked for the list’s / key', async () => {
    const user = userEvent.setup();
    renderInConsole(<QueriedList />);
    const field = screen.getByRole('combobox', { name: 'Query' });
    expect(field.getAttribute('data-list-query')).toBe('');
    await user.type(field, 'amount>=10 -type:REFUND{Escape}{Enter}');
    expect(applied()).toBe('amount>=10 -type:REFUND');
  });

  it('completes field names, then values by their name in the reader’s language, from the keyboard', async () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    const user = userEvent.setup();
    renderInConsole(<QueriedList />);
    const field = screen.getByRole('combobox', { name: 'Zoekopdracht' });
    await user.type(field, 'sta');
    expect(screen.getByRole('listbox').textContent).toBe('status:');
    await user.keyboard('{Tab}');
    expect(inputValue(field)).toBe('status:');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'PENDING_SPLITSplit in behandeling',
      'PENDING_SETTLEMENTAfrekening in behandeling',
      'RECONCILEDAfgestemd',
      'CANCELLEDGeannuleerd',
    ]);
    await user.type(field, 'geann');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['CANCELLEDGeannuleerd']);
    await user.keyboard('{Enter}');
    expect(inputValue(field)).toBe('status:CANCELLED');
    await user.keyboard('{Escape}{Enter}');
    expect(applied()).toBe('status:CANCELLED');
  });

  it('says what is wrong and where, marks the characters, and leaves the applied query as it was', async () => {
    const user = userEvent.setup();
    renderInConsole(<QueriedList initial="type:REFUND" fields={payoutRequestQueryFields} />);
    const field = screen.getByRole('combobox', { name: 'Query' });
    await user.clear(field);
    await user.type(field, 'status:waiting amount>=ten{Escape}{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(
      "'ten' is not an amount (character 24); write it as 1000 or 10.50. " +
        'The list still shows the rows of the last valid query.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.list-query-fault mark')?.textContent).toBe('ten');
    expect(applied()).toBe('type:REFUND');
  });

  it('follows the applied query when it changes from elsewhere (a filter control, Back)', async () => {
    const user = userEvent.setup();
    renderInConsole(<QueriedList initial="type:REFUND" />);
    await user.click(screen.getByRole('button', { name: 'Payments only' }));
    await waitFor(() => expect(inputValue(screen.getByRole('combobox', { name: 'Query' }))).toBe('type:PAYMENT'));
  });
});
