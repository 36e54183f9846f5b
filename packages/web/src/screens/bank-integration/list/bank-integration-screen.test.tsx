import { actionRegistry, availableActions } from '@ops/core/actions';
import { type BankLine, type Merchant, opsRoles } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionSubjectStore } from '../../../kit/actions/action-subject-store.ts';
import { bankLinesKeys } from '../../../lib/cache/bank-lines-keys.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { BankIntegrationScreen } from './bank-integration-screen.tsx';

function sampleLine(overrides: Partial<BankLine> = {}): BankLine {
  return {
    code: 'BL-1',
    bankName: 'SNDBNL2A',
    type: 'CONFIRMED_TRANSACTION',
    status: 'RECONCILED',
    pending: false,
    settlementDate: '2026-11-26',
    creditDebit: 'DBIT',
    currency: 'EUR',
    amount: 12_550,
    reference: 'PR-0000000001',
    payoutCode: 'PO-1',
    from: 'NL86SNDB0123456789',
    toBank: 'NL91ABNA0417164300',
    creditorIban: 'NL91ABNA0417164300',
    counterpartyName: 'Jansen Fietsen',
    description: 'Payout on request',
    merchantName: 'Holland Goods',
    divisionName: 'Holland Goods NL',
    payoutRequestCode: 'PR-0000000001',
    virtualAccountCode: null,
    reconciledTransactions: 1,
    failureReason: null,
    allocatedBy: 'ops@sandbox.test',
    allocatedAt: '2026-11-26T18:00:00.000Z',
    bookedAt: '2026-11-26T18:00:00.000Z',
    fileCode: 'BS-1',
    statementId: 'STMT-1',
    rawData: '<Ntry><Amt Ccy="EUR">125.50</Amt></Ntry>',
    ...overrides,
  };
}

const lines = [
  sampleLine(),
  sampleLine({
    code: 'BL-2',
    status: 'FAILED',
    reference: 'PR-00000',
    payoutRequestCode: null,
    merchantName: null,
    reconciledTransactions: 0,
    failureReason: 'No payout request matches reference PR-00000',
  }),
  sampleLine({
    code: 'BL-3',
    type: 'DEPOSIT',
    status: 'UNALLOCATED',
    creditDebit: 'CRDT',
    reference: null,
    payoutCode: null,
    payoutRequestCode: null,
    reconciledTransactions: 0,
    amount: 250_000,
    fileCode: null,
    rawData: null,
  }),
  sampleLine({
    code: 'BL-4',
    status: 'UNALLOCATED',
    pending: true,
    reference: 'PR-0000000002',
    payoutRequestCode: null,
    reconciledTransactions: 0,
  }),
];

function renderScreen(url = '/bank-integration', merchants: Merchant[] = []) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const pageOf = (elements: BankLine[]) => ({ elements, pageNumber: 1, pageSize: 25, totalCount: elements.length });
  const firstPage = { page: 1, pageSize: 25 };
  queryClient.setQueryData(bankLinesKeys.list({ query: undefined }, firstPage), pageOf(lines));
  const division = new URLSearchParams(url.split('?')[1]);
  queryClient.setQueryData(
    bankLinesKeys.list(
      {
        query: undefined,
        merchantCode: division.get('merchantCode'),
        divisionCode: division.get('divisionCode'),
      },
      firstPage,
    ),
    pageOf(lines),
  );
  queryClient.setQueryData(
    bankLinesKeys.list({ query: 'status:FAILED' }, firstPage),
    pageOf(lines.filter((line) => line.status === 'FAILED')),
  );
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <BankIntegrationScreen />
    </QueryClientProvider>,
    { url, merchants },
  );
}

const rowOf = (table: HTMLElement, code: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(code));
  if (!row) throw new Error(`no row for ${code}`);
  return row;
};

describe('bank integration screen', () => {
  it('shows the item fields, and offers allocate and link only where they can be done', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Bank integration' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const field of ['Settlement date', 'Batch external reference', 'From', 'Connection', 'Merchant', 'To bank']) {
      expect(headers.some((header) => header?.includes(field))).toBe(true);
    }
    const reconciled = rowOf(table, 'BL-1');
    expect(within(reconciled).getByText('reconciled')).toBeTruthy();
    expect(within(reconciled).getByText('-€125.50')).toBeTruthy();
    expect(within(reconciled).queryByRole('button', { name: 'Allocate' })).toBeNull();
    const failed = rowOf(table, 'BL-2');
    expect(within(failed).getByRole('button', { name: 'Link to payout' })).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Allocate' })).toBeTruthy();
    const deposit = rowOf(table, 'BL-3');
    expect(within(deposit).getByText('Deposit')).toBeTruthy();
    expect(within(deposit).queryByRole('button', { name: 'Link to payout' })).toBeNull();
    expect(within(deposit).getByRole('button', { name: 'Allocate' })).toBeTruthy();
    // A line the bank has not booked is marked pending beside its status; a booked one is not.
    const pending = rowOf(table, 'BL-4');
    expect(within(pending).getByText('unallocated')).toBeTruthy();
    expect(within(pending).getByText('pending')).toBeTruthy();
    expect(within(deposit).queryByText('pending')).toBeNull();
  });

  it('shows a line raw, and a deposit allocation asks for the virtual account', async () => {
    const { user } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Bank integration' });
    await user.click(within(rowOf(table, 'BL-1')).getByRole('button', { name: 'Raw data' }));
    const raw = await screen.findByRole('dialog', { name: 'Raw data of BL-1' });
    expect(raw.textContent).toContain('<Ntry><Amt Ccy="EUR">125.50</Amt></Ntry>');
    expect(within(raw).getByRole('button', { name: 'Copy' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(within(rowOf(table, 'BL-3')).getByRole('button', { name: 'Allocate' }));
    const allocate = await screen.findByRole('dialog', { name: 'Allocate BL-3' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(within(allocate).getByLabelText('Virtual account code'), 'VA-1');
    await user.click(within(allocate).getByRole('button', { name: 'Allocate' }));
    // Submitting the form leads to the one confirmation, which says what allocating does.
    const question = await screen.findByRole('alertdialog', { name: 'Allocate bank statement line?' });
    expect(question.textContent).toContain('booked onto the confirmed balance of the virtual account named');
    expect(question.textContent).toContain('VA-1');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Allocate BL-3' })).toBeTruthy();
  });

  it('allocates a line about a payout with the one confirmation alone: there is nothing to type', async () => {
    const { user } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Bank integration' });
    await user.click(within(rowOf(table, 'BL-2')).getByRole('button', { name: 'Allocate' }));
    const question = await screen.findByRole('alertdialog', { name: 'Allocate bank statement line?' });
    expect(question.textContent).toContain('matched again with the payout request its end-to-end id names');
    expect(question.textContent).toContain('BL-2');
    expect(screen.queryByRole('dialog', { name: /^Allocate/ })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("links a line through its form, whose submit asks once with the spec's rule", async () => {
    const { user } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Bank integration' });
    await user.click(within(rowOf(table, 'BL-2')).getByRole('button', { name: 'Link to payout' }));
    const link = await screen.findByRole('dialog', { name: 'Link BL-2 to a payout' });
    await user.clear(within(link).getByLabelText('Full payout request code'));
    await user.type(within(link).getByLabelText('Full payout request code'), 'PR-0000000002');
    await user.click(within(link).getByRole('button', { name: 'Link' }));
    const question = await screen.findByRole('alertdialog', { name: 'Link bank statement line to payout?' });
    expect(question.textContent).toContain(
      'Linking a bank statement to a payout is meant only for links that failed because the payout code arrived truncated.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Link BL-2 to a payout' })).toBeTruthy();
  });

  it("offers the palette Allocate and Link to payout for the focused line, and opens the row's own forms", async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Bank integration' });
    const offered = () =>
      availableActions(actionRegistry, {
        permissions: ['ops'],
        roles: opsRoles,
        scope: undefined,
        subject: actionSubjectStore.getSnapshot().subject,
      })
        .filter((action) => action.about === 'bankLineCode')
        .map((action) => action.id);
    expect(offered()).toEqual([]);
    act(() => within(rowOf(table, 'BL-2')).getByRole('button', { name: 'Allocate' }).focus());
    await waitFor(() => expect(actionSubjectStore.getSnapshot().subject).toEqual({ bankLineCode: 'BL-2' }));
    expect(offered()).toEqual(['bankLines.allocate', 'bankLines.linkPayout']);
    act(() => actionSubjectStore.getSnapshot().forms['bankLines.linkPayout']?.());
    expect(await screen.findByRole('dialog', { name: 'Link BL-2 to a payout' })).toBeTruthy();
  });

  it("offers the bank adapter's Retrigger only for a bound division, its dialog asking a date range first", async () => {
    const { unmount } = renderScreen();
    await screen.findByRole('table', { name: 'Bank integration' });
    expect(screen.queryByRole('button', { name: 'Retrigger' })).toBeNull();
    unmount();
    const merchant = sampleMerchant('Acme');
    const divisionCode = merchant.divisions[0]?.code ?? '';
    const { user } = renderScreen(`/bank-integration?merchantCode=${merchant.code}&divisionCode=${divisionCode}`, [
      merchant,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Retrigger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retrigger the bank adapter' });
    expect(within(dialog).getAllByText('Date range').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retrigger' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a date range');
    // A range of more than one month is refused in the specification's words, and the dialog stays open.
    await user.click(within(dialog).getByRole('button', { name: /^Date range/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Date range' });
    await user.type(within(calendar).getByLabelText('Start date (DD-MM-YYYY)'), '01-10-2026{Enter}');
    await user.type(within(calendar).getByLabelText('End date (DD-MM-YYYY)'), '02-11-2026{Enter}');
    await user.click(within(calendar).getByRole('button', { name: 'Apply' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retrigger' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The range selected is too long. Maximum range is one month.',
    );
  }, 20_000);

  it("offers a line's statement file only for a bound division, also to the palette", async () => {
    const { unmount } = renderScreen();
    const unbound = await screen.findByRole('table', { name: 'Bank integration' });
    expect(within(rowOf(unbound, 'BL-1')).queryByRole('button', { name: 'Statement file' })).toBeNull();
    unmount();
    const merchant = sampleMerchant('Acme');
    const divisionCode = merchant.divisions[0]?.code ?? '';
    renderScreen(`/bank-integration?merchantCode=${merchant.code}&divisionCode=${divisionCode}`, [merchant]);
    const table = await screen.findByRole('table', { name: 'Bank integration' });
    const button = within(rowOf(table, 'BL-1')).getByRole('button', { name: 'Statement file' });
    // A line the demo history booked came in no file: it has nothing to download.
    expect(within(rowOf(table, 'BL-3')).queryByRole('button', { name: 'Statement file' })).toBeNull();
    act(() => button.focus());
    await waitFor(() => expect(actionSubjectStore.getSnapshot().subject).toEqual({ bankLineCode: 'BL-1' }));
    expect(actionSubjectStore.getSnapshot().forms['bankStatementFiles.download']).toBeTypeOf('function');
  }, 20_000);

  it('keeps the status filter in the URL, as the list query', async () => {
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Bank integration' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'failed' }));
    expect(currentQuery().get('q')).toBe('status:FAILED');
    const table = screen.getByRole('table', { name: 'Bank integration' });
    expect(within(table).queryByText('BL-1')).toBeNull();
    expect(within(table).getByText('BL-2')).toBeTruthy();
  });
});
