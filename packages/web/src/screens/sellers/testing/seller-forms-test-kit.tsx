import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ConsoleTestRender, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';

/**
 * Renders a seller form in the console, signed in, with a query cache, bound to a division; nothing answers its
 * calls.
 */
export function renderSellerForm(ui: ReactNode): ConsoleTestRender {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const merchant = sampleMerchant('Holland Goods');
  const divisionCode = merchant.divisions[0]?.code ?? '';
  return renderInConsole(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    merchants: [merchant],
    url: `/sellers/AH-1/identity?merchantCode=${merchant.code}&divisionCode=${divisionCode}`,
  });
}
