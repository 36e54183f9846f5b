import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { undoHoldMilliseconds } from '../../../../kit/actions/held-runs.ts';
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
  afterEach(() => {
    vi.useRealTimers();
  });

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
    // A removal waits 5 seconds for an Undo before it is sent (issue 31): the test's clock skips them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderSellerForm(<UboList seller={organization} />);
    await user.click(screen.getByRole('button', { name: 'Remove UBO Jan Jansen' }));
    await confirmAction(user);
    await vi.advanceTimersByTimeAsync(undoHoldMilliseconds);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update UBO list');
  });

  it('asks first, then holds a removal 5 seconds: z takes it back and nothing is sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderSellerForm(<UboList seller={organization} />);
    await user.click(screen.getByRole('button', { name: 'Remove UBO Jan Jansen' }));
    const confirmation = await screen.findByRole('alertdialog');
    expect(confirmation.textContent).toContain('This cannot be undone.');
    expect(confirmation.textContent).toContain(
      'Once you confirm, it is sent after 5 seconds: until then Undo (or Z) takes it back.',
    );
    await confirmAction(user);
    // The toast that says so is the app's (this harness shows none); its z works wherever the focus is not typing.
    await vi.advanceTimersByTimeAsync(undoHoldMilliseconds / 2);
    await user.keyboard('z');
    await vi.advanceTimersByTimeAsync(undoHoldMilliseconds);
    // Sent, the call would fail here (no platform behind this test) and say so, as the test above shows.
    await expect(screen.findByText('Failed to update UBO list', {}, { timeout: 1_500 })).rejects.toThrow();
    expect(screen.getByRole('article', { name: 'Jan Jansen' })).toBeTruthy();
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
