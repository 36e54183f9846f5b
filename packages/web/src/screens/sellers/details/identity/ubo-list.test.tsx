import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmAction } from '../../../../testing/confirm-action.ts';
import { sampleSeller } from '../../../../testing/sample-seller.ts';
import { renderSellerForm } from '../../testing/seller-forms-test-kit.tsx';
import { uboPatchOf } from './ubo-form.tsx';
import { UboList } from './ubo-list.tsx';

const organization = sampleSeller({
  legalForm: 'ORGANIZATION',
  companyType: 'PRIVATE_COMPANY',
  identity: {
    ...sampleSeller().identity,
    type: 'ORGANIZATION',
    ubos: [
      {
        code: 'UBO-1',
        type: 'INDIVIDUAL',
        legalName: null,
        firstName: 'Jan',
        lastName: 'Jansen',
        nationality: 'NLD',
        dateOfBirth: '1970-01-01',
        countryOfResidence: 'NLD',
        state: null,
        city: 'Utrecht',
        street: 'Dorpsstraat',
        houseNumber: '2',
        zipcode: '1234 AB',
        socialSecurityNumber: null,
        externalReference: 'ref-1',
      },
    ],
  },
});

describe('UBO list', () => {
  it('shows every UBO field, and a person needs a first and last name', async () => {
    const { user } = renderSellerForm(<UboList seller={organization} />);
    const ubo = screen.getByRole('article', { name: 'Jan Jansen' });
    expect(ubo.textContent).toContain('Country of residence');
    expect(ubo.textContent).toContain('ref-1');
    await user.click(screen.getByRole('button', { name: 'Add UBO' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Required', 'Required']);
  });

  it("says 'Failed to update UBO list' when a change does not go through", async () => {
    const { user } = renderSellerForm(<UboList seller={organization} />);
    await user.click(screen.getByRole('button', { name: 'Remove UBO Jan Jansen' }));
    await confirmAction(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update UBO list');
  });

  it("edits a UBO in place, its fields filled in, and says the spec's words when the change does not go through", async () => {
    const { user } = renderSellerForm(<UboList seller={organization} />);
    await user.click(screen.getByRole('button', { name: 'Edit UBO Jan Jansen' }));
    const form = screen.getByRole('form', { name: 'Edit UBO Jan Jansen' });
    expect(within(form).getByLabelText<HTMLInputElement>('First name').value).toBe('Jan');
    expect(within(form).getByLabelText<HTMLInputElement>('City').value).toBe('Utrecht');
    await user.clear(within(form).getByLabelText('First name'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('Required');
    await user.type(within(form).getByLabelText('First name'), 'Johan');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Failed to update UBO list')).textContent).toBe('Failed to update UBO list');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Jan Jansen' })).toBeTruthy();
  });

  it('sends only what an edit changed, an emptied field as null', () => {
    const [ubo] = organization.identity.ubos;
    if (!ubo) throw new Error('a UBO expected');
    const { code: _code, ...fields } = ubo;
    const kept = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    expect(uboPatchOf(ubo, { ...kept, type: 'INDIVIDUAL' })).toEqual({});
    expect(uboPatchOf(ubo, { ...kept, type: 'INDIVIDUAL', city: 'Amsterdam', externalReference: undefined })).toEqual({
      city: 'Amsterdam',
      externalReference: null,
    });
  });
});
