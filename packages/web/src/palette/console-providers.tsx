import type { ReactNode } from 'react';
import { MerchantSelectionProvider } from '../lib/merchant-selection/merchant-selection-provider.tsx';
import { PaletteProvider } from './palette-provider.tsx';

/**
 * What the signed-in layout needs around it for merchant selection and the command palette: the selection
 * machines bound to the query, the palette with its shortcuts. Goes inside the ApiProvider (the services) and the
 * router, around the layout.
 */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  return (
    <MerchantSelectionProvider>
      <PaletteProvider>{children}</PaletteProvider>
    </MerchantSelectionProvider>
  );
}
