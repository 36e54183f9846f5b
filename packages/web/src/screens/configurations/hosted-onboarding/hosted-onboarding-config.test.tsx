import type { HostedOnboardingConfig } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { divisionsKeys } from '../../../lib/cache/divisions-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { HostedOnboardingConfigChild } from './hosted-onboarding-config.tsx';

const scope = { merchantCode: 'M-ACME', divisionCode: 'D-ACME' };
const config: HostedOnboardingConfig = {
  ...scope,
  primaryColor: '#1d6b5a',
  logo: null,
  redirectUrl: null,
  linkLifetimeHours: 72,
  updatedAt: null,
};

function renderChild() {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(divisionsKeys.hostedOnboarding(scope), config);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <HostedOnboardingConfigChild scope={scope} />
    </QueryClientProvider>,
    { url: '/configurations/hosted-onboarding' },
  );
}

describe('Configurations → Hosted onboarding', () => {
  it('previews the colour as it is typed and refuses a colour or URL that breaks the rules, in the spec words', async () => {
    renderChild();
    const form = await screen.findByRole('form', { name: 'Hosted onboarding' });
    const preview = screen.getByRole('figure', { name: 'Preview of the hosted onboarding page' });
    expect(preview.style.getPropertyValue('--preview-brand')).toBe('#1d6b5a');
    const colour = within(form).getByLabelText('Primary color (hex code)');
    fireEvent.change(colour, { target: { value: '#ffd500' } });
    expect(preview.style.getPropertyValue('--preview-brand')).toBe('#ffd500');
    expect(preview.style.getPropertyValue('--preview-on-brand')).toBe('#111827');
    fireEvent.change(colour, { target: { value: 'yellow' } });
    fireEvent.change(within(form).getByLabelText('Redirect URL'), { target: { value: 'acme dot com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Color must be a valid hex code')).toBeTruthy();
    expect(within(form).getByText('Invalid URL')).toBeTruthy();
    expect(screen.getByText('No logo yet')).toBeTruthy();
  });
});
