import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { KycDecisionForm, type KycDecisionValues } from './kyc-decision-form.tsx';

const statusOptions = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('the KYC decision form', () => {
  it("offers only the graph's moves, and says 'Select new status' when none is chosen", async () => {
    const sent: KycDecisionValues[] = [];
    const { user } = renderInConsole(
      <KycDecisionForm
        sellerStatus="FAILED"
        tier="STANDARD_KYC"
        busy={false}
        failure={undefined}
        onSubmit={(values) => sent.push(values)}
      />,
    );
    expect(statusOptions()).toEqual(['In progress', 'Rejected']);
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(screen.getByText('Select new status')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the errors in the form');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'In progress' }));
    await user.type(screen.getByRole('textbox', { name: 'Internal comment' }), 'New documents expected');
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(sent).toEqual([
      {
        status: 'IN_PROGRESS',
        tier: 'STANDARD_KYC',
        externalComment: '',
        internalComment: 'New documents expected',
        decider: 'OPS',
      },
    ]);
  });

  it('sends the files attached as evidence with the decision, less any removed before saving', async () => {
    const sent: KycDecisionValues[] = [];
    const { container } = renderInConsole(
      <KycDecisionForm
        sellerStatus="IN_PROGRESS"
        tier="STANDARD_KYC"
        busy={false}
        failure={undefined}
        onSubmit={(values) => sent.push(values)}
      />,
    );
    const user = userEvent.setup({ applyAccept: false });
    const attachments = screen.getByRole('region', { name: 'Files' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const extract = new File(['%PDF-1.4'], 'register-extract.pdf', { type: 'application/pdf' });
    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    const wrong = new File(['%PDF-1.4'], 'other-seller.pdf', { type: 'application/pdf' });
    await user.upload(input, [extract, notes, wrong]);
    expect(screen.getByRole('alert').textContent).toBe('notes.txt: Only images, PDF and HEIC files can be uploaded');
    await user.click(screen.getByRole('button', { name: 'Remove other-seller.pdf' }));
    expect(attachments.textContent).toContain('register-extract.pdf');
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.files?.map((file) => file.name)).toEqual(['register-extract.pdf']);
  });

  it("limits a decision on the merchant's request to its division's permission", async () => {
    const { user } = renderInConsole(
      <KycDecisionForm
        sellerStatus="IN_PROGRESS"
        tier="ADVANCED_KYC"
        kycPermission="CAN_EDIT"
        busy={false}
        failure={undefined}
        onSubmit={() => undefined}
      />,
    );
    const statuses = () => statusOptions().filter((label) => label !== 'Ops' && label !== "The merchant's request");
    expect(statuses()).toEqual(['Active', 'Missing data', 'Failed', 'Rejected']);
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await user.click(screen.getByRole('radio', { name: "The merchant's request" }));
    expect(statuses()).toEqual(['Missing data']);
    expect(screen.getByText('Merchant KYC permission: can edit')).toBeTruthy();
  });

  it('says so when no decision is possible from a rejected seller', () => {
    renderInConsole(
      <KycDecisionForm sellerStatus="REJECTED" busy={false} failure={undefined} onSubmit={() => undefined} />,
    );
    expect(screen.getByText('No decision is possible from this status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save decision' })).toBeNull();
  });
});
