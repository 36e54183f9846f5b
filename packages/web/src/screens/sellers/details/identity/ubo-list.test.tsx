import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmAction } from '../../../../testing/confirm-action.ts';
import { sampleSeller } from '../../../../testing/sample-seller.ts';
import { renderSellerForm } from '../../testing/seller-forms-test-kit.tsx';
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
});
