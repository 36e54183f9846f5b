import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { DatePicker } from './date-picker.tsx';
import { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from './date-range-picker.tsx';

type RangeOptions = Omit<DateRangePickerProps, 'label' | 'value' | 'onChange'> & { value?: IsoDateRange };

/** The picker's owner keeps the applied range, as a screen keeps it in its URL. */
function RangeOwner({
  initial,
  changes,
  limits,
}: {
  initial: IsoDateRange;
  changes: IsoDateRange[];
  limits: RangeOptions;
}) {
  const [range, setRange] = useState(initial);
  const change = (next: IsoDateRange) => {
    changes.push(next);
    setRange(next);
  };
  return <DateRangePicker label="Created" value={range} onChange={change} {...limits} />;
}

function DayOwner({ initial, changes }: { initial: string | undefined; changes: (string | undefined)[] }) {
  const [day, setDay] = useState(initial);
  const change = (next: string | undefined) => {
    changes.push(next);
    setDay(next);
  };
  return <DatePicker label="Settled on" value={day} onChange={change} />;
}

function renderRangePicker({ value = {}, ...limits }: RangeOptions = {}) {
  const changes: IsoDateRange[] = [];
  return { ...renderInConsole(<RangeOwner initial={value} changes={changes} limits={limits} />), changes };
}

function renderDatePicker(value?: string) {
  const changes: (string | undefined)[] = [];
  return { ...renderInConsole(<DayOwner initial={value} changes={changes} />), changes };
}

const trigger = (name: RegExp) => screen.getByRole('button', { name });
const calendar = (name: string) => screen.getByRole('dialog', { name });
const dayButton = (dialog: HTMLElement, day: number) => {
  const cell = within(dialog)
    .getAllByRole('gridcell')
    .find((candidate) => candidate.textContent === String(day));
  if (!cell) throw new Error(`no day ${day} on view`);
  return within(cell).getByRole('button');
};
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const footer = (dialog: HTMLElement) => within(dialog).getAllByRole('status').at(-1)?.textContent;

/** The ISO day `day` of the month the calendar opens on without a value: the current one. */
function thisMonth(day: number) {
  const today = new Date();
  const month = String(today.getMonth() + 1).padStart(2, '0');
  return { iso: `${today.getFullYear()}-${month}-${String(day).padStart(2, '0')}`, month, year: today.getFullYear() };
}

describe('date range picker', () => {
  it("shows 'missing dates', then selects a range by clicking and applies it", async () => {
    const { user, changes } = renderRangePicker();
    expect(trigger(/Created/).textContent).toBe('missing dates');
    await user.click(trigger(/Created/));
    const dialog = calendar('Created');
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', true);
    expect(footer(dialog)).toBe('missing dates · Choose the first day');
    await user.click(dayButton(dialog, 10));
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', true);
    expect(footer(dialog)).toContain('Choose the last day');
    await user.click(dayButton(dialog, 15));
    expect(dayButton(dialog, 12).closest('[role=gridcell]')?.getAttribute('aria-selected')).toBe('true');
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', false);
    await user.click(button(dialog, 'Apply'));
    expect(changes).toEqual([{ from: thisMonth(10).iso, to: thisMonth(15).iso }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { month, year } = thisMonth(1);
    expect(trigger(/Created/).textContent).toBe(`10/${month}/${year} - 15/${month}/${year}`);
  });

  it('restarts the range on an earlier or equal day, and Cancel keeps the applied range', async () => {
    const { user, changes } = renderRangePicker({ value: { from: '2024-01-10', to: '2024-01-20' } });
    await user.click(trigger(/Created/));
    const dialog = calendar('Created');
    expect(footer(dialog)).toBe('10/01/2024 - 20/01/2024');
    await user.click(dayButton(dialog, 5));
    expect(footer(dialog)).toBe('05/01/2024 · Choose the last day');
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', true);
    await user.click(dayButton(dialog, 8));
    expect(footer(dialog)).toBe('05/01/2024 - 08/01/2024');
    await user.click(dayButton(dialog, 5));
    expect(footer(dialog)).toBe('05/01/2024 · Choose the last day');
    await user.click(button(dialog, 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);
    expect(trigger(/Created/).textContent).toBe('10/01/2024 - 20/01/2024');
    await user.click(trigger(/Created/));
    expect(footer(calendar('Created'))).toBe('10/01/2024 - 20/01/2024');
  });

  it('rejects an end past the maximum range with a message, and takes a nearer one', async () => {
    const { user } = renderRangePicker({ value: { from: '2024-03-10' }, maxRangeDays: 7 });
    await user.click(trigger(/Created/));
    const dialog = calendar('Created');
    await user.click(dayButton(dialog, 18));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The range selected is too long. Maximum range is 7 days.',
    );
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', true);
    await user.click(dayButton(dialog, 17));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(footer(dialog)).toBe('10/03/2024 - 17/03/2024');
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', false);
  });

  it('takes days typed as DD-MM-YYYY and says what is wrong with a bad one', async () => {
    const { user, changes } = renderRangePicker({
      value: { from: '2024-01-10', to: '2024-01-20' },
      disabledAfter: '2024-01-31',
    });
    await user.click(trigger(/Created/));
    const dialog = calendar('Created');
    const start = within(dialog).getByLabelText('Start date (DD-MM-YYYY)') as HTMLInputElement;
    const end = within(dialog).getByLabelText('End date (DD-MM-YYYY)') as HTMLInputElement;
    expect([start.value, end.value]).toEqual(['10-01-2024', '20-01-2024']);
    await user.clear(start);
    await user.type(start, '05-01-2024{Enter}');
    expect(footer(dialog)).toBe('05/01/2024 - 20/01/2024');
    await user.clear(end);
    await user.type(end, '31-02-2024{Enter}');
    expect(within(dialog).getByText('Invalid format (DD-MM-YYYY)')).toBeDefined();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(footer(dialog)).toBe('05/01/2024 - 20/01/2024');
    await user.clear(end);
    await user.type(end, '03-01-2024{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid date range');
    await user.clear(end);
    await user.type(end, '01-02-2024{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe('This date cannot be selected.');
    await user.clear(end);
    await user.type(end, '25-01-2024{Enter}');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(dayButton(dialog, 2));
    expect([start.value, end.value]).toEqual(['02-01-2024', '']);
    expect(end).toHaveProperty('disabled', false);
    await user.click(dayButton(dialog, 4));
    await user.click(button(dialog, 'Apply'));
    expect(changes).toEqual([{ from: '2024-01-02', to: '2024-01-04' }]);
  });

  it('disables the days outside the bounds and ignores them', async () => {
    const { user } = renderRangePicker({
      value: { from: '2024-01-10' },
      disabledBefore: '2024-01-05',
      disabledAfter: '2024-01-25',
    });
    await user.click(trigger(/Created/));
    const dialog = calendar('Created');
    expect(dayButton(dialog, 4)).toHaveProperty('disabled', true);
    expect(dayButton(dialog, 5)).toHaveProperty('disabled', false);
    expect(dayButton(dialog, 25)).toHaveProperty('disabled', false);
    expect(dayButton(dialog, 26)).toHaveProperty('disabled', true);
    await user.click(dayButton(dialog, 26));
    expect(footer(dialog)).toBe('10/01/2024 · Choose the last day');
  });

  it('starts its weeks on Monday and clears to no dates', async () => {
    const { user, changes } = renderRangePicker({ value: { from: '2024-01-10', to: '2024-01-12' } });
    await user.click(trigger(/Created/));
    const dialog = calendar('Created');
    const weekdays = [...dialog.querySelectorAll('thead th')];
    expect(weekdays.map((weekday) => weekday.textContent)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(dialog.querySelector('tbody tr')?.textContent).toBe('1234567');
    await user.click(button(dialog, 'Clear dates'));
    expect(changes).toEqual([{ from: undefined, to: undefined }]);
    expect(trigger(/Created/).textContent).toBe('missing dates');
  });

  it('speaks Dutch: labels, month and weekday names', async () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    const { user } = renderRangePicker({ value: { from: '2024-01-10' } });
    expect(trigger(/Created/).textContent).toBe('10/01/2024');
    await user.click(trigger(/Created/));
    const dialog = calendar('Created');
    expect(within(dialog).getByText('januari 2024')).toBeDefined();
    expect(dialog.querySelector('thead th')?.textContent).toBe('ma');
    expect(footer(dialog)).toBe('10/01/2024 · Kies de laatste dag');
    expect(within(dialog).getByLabelText('Begindatum (DD-MM-JJJJ)')).toHaveProperty('value', '10-01-2024');
    expect(button(dialog, 'Toepassen')).toHaveProperty('disabled', true);
    await user.click(button(dialog, 'Annuleren'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('works from the keyboard: Enter opens on the start, arrows move, Enter picks, Tab reaches Apply', async () => {
    const { user, changes } = renderRangePicker({ value: { from: '2024-01-10', to: '2024-01-12' } });
    trigger(/Created/).focus();
    await user.keyboard('{Enter}');
    const dialog = calendar('Created');
    await waitFor(() => expect(document.activeElement?.closest('[role=gridcell]')?.textContent).toBe('10'));
    await user.keyboard('{ArrowUp}{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(footer(dialog)).toBe('03/01/2024 - 05/01/2024');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button(dialog, 'Apply'));
    await user.keyboard('{Enter}');
    expect(changes).toEqual([{ from: '2024-01-03', to: '2024-01-05' }]);
    await waitFor(() => expect(document.activeElement).toBe(trigger(/Created/)));
  });

  it('cancels with Escape and gives focus back to its button', async () => {
    const { user, changes } = renderRangePicker({ value: { from: '2024-01-10', to: '2024-01-12' } });
    await user.click(trigger(/Created/));
    await user.click(dayButton(calendar('Created'), 2));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([]);
    expect(trigger(/Created/).textContent).toBe('10/01/2024 - 12/01/2024');
    expect(document.activeElement).toBe(trigger(/Created/));
  });
});

describe('date picker', () => {
  it('sets the day with every click and applies the last one', async () => {
    const { user, changes } = renderDatePicker('2024-01-10');
    expect(trigger(/Settled on/).textContent).toBe('10/01/2024');
    await user.click(trigger(/Settled on/));
    const dialog = calendar('Settled on');
    await user.click(dayButton(dialog, 20));
    await user.click(dayButton(dialog, 3));
    expect(footer(dialog)).toBe('03/01/2024');
    await user.click(button(dialog, 'Apply'));
    expect(changes).toEqual(['2024-01-03']);
    expect(trigger(/Settled on/).textContent).toBe('03/01/2024');
  });

  it("keeps Apply disabled until a day is picked and says 'missing dates' without one", async () => {
    const { user } = renderDatePicker();
    expect(trigger(/Settled on/).textContent).toBe('missing dates');
    await user.click(trigger(/Settled on/));
    const dialog = calendar('Settled on');
    expect(footer(dialog)).toBe('missing dates · Choose a day');
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Date (DD-MM-YYYY)'), '2024-01-01{Enter}');
    expect(within(dialog).getByText('Invalid format (DD-MM-YYYY)')).toBeDefined();
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', true);
    await user.click(dayButton(dialog, 1));
    expect(button(dialog, 'Apply')).toHaveProperty('disabled', false);
  });
});
