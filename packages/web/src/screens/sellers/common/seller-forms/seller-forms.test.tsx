import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../../testing/choose-option.ts';
import { confirmAction } from '../../../../testing/confirm-action.ts';
import { sampleSeller } from '../../../../testing/sample-seller.ts';
import { renderSellerForm } from '../../testing/seller-forms-test-kit.tsx';
import { DeleteSellerForm } from './delete-seller-form.tsx';
import { LegalFormForm } from './legal-form-form.tsx';
import { SellerForm } from './seller-form.tsx';

const noop = () => undefined;

describe('create and update seller', () => {
  it('needs a name, an e-mail, and a company type for an organization', async () => {
    const { user } = renderSellerForm(<SellerForm onDone={noop} onCancel={noop} />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Required', 'Required']);

    await user.type(screen.getByLabelText('Name'), 'Bakkerij de Vries');
    await user.type(screen.getByLabelText('E-mail'), 'info@devries.example');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Legal form' }), 'Organization');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByLabelText('Company type').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Required']);
  });

  it("says 'Error occurred. Refresh the page and retry it.' when the seller cannot be created", async () => {
    const done: unknown[] = [];
    const { user } = renderSellerForm(<SellerForm onDone={(seller) => done.push(seller)} onCancel={noop} />);
    await user.type(screen.getByLabelText('Name'), 'Bakkerij de Vries');
    await user.type(screen.getByLabelText('E-mail'), 'info@devries.example');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error occurred. Refresh the page and retry it.');
    expect(done).toEqual([]);
  });

  it('warns on update that KYC-sensitive changes need a new KYC check, and keeps the legal form', () => {
    renderSellerForm(<SellerForm seller={sampleSeller()} onDone={noop} onCancel={noop} />);
    expect(
      screen.getByText(
        'Editing KYC-sensitive data moves the seller to IN PROGRESS and needs a new KYC check, which may cost money.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Legal form')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Bakkerij de Vries');
  });
});

describe('change legal form', () => {
  it('warns that details and documents go, and needs a company type for an organization', async () => {
    const { user } = renderSellerForm(<LegalFormForm seller={sampleSeller()} onDone={noop} onCancel={noop} />);
    expect(screen.getByRole('note').textContent).toBe(
      "Changing the legal form permanently deletes the seller's details and documents.",
    );
    expect(screen.getByRole('combobox', { name: 'New legal form' }).textContent).toContain('Organization');
    await user.click(screen.getByRole('button', { name: 'Change legal form' }));
    expect(screen.getByRole('alert').textContent).toBe('Required');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Company type' }), 'Non-profit');
    await user.click(screen.getByRole('button', { name: 'Change legal form' }));
    await confirmAction(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Error occurred. Refresh the page and retry it.');
  });
});

describe('delete seller', () => {
  it('stays open with the failure when the seller cannot be deleted', async () => {
    let done = 0;
    const { user } = renderSellerForm(
      <DeleteSellerForm seller={sampleSeller()} onDone={() => (done += 1)} onCancel={noop} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmAction(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Error occurred. Refresh the page and retry it.');
    expect(done).toBe(0);
  });
});
