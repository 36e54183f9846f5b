import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { rememberSelectedMerchant, selectedMerchantName } from './selected-merchant.ts';

const acme = sampleMerchant('Acme Market');
const bound = `/?merchantCode=${acme.code}&divisionCode=${acme.divisions[0]?.code}`;

describe("the selected merchant's name kept for the tab", () => {
  it('is the merchant the query binds, once it is bound', async () => {
    renderInConsole(<p>app</p>, { merchants: [acme], url: bound });
    await waitFor(() => expect(selectedMerchantName()).toBe('Acme Market'));
  });

  it('is forgotten when the app starts with no merchant selected', () => {
    rememberSelectedMerchant('Acme Market');
    renderInConsole(<p>app</p>, { merchants: [acme], url: '/sellers', keepSessionStorage: true });
    expect(selectedMerchantName()).toBeUndefined();
  });
});
