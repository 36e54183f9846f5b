import type { ReactNode } from 'react';
import { useApi } from '../app/api/api-context.tsx';
import { useSession } from '../app/session/session-context.tsx';
import { MerchantSelectionProvider } from '../lib/merchant-selection/merchant-selection-provider.tsx';
import { ConsoleServicesProvider } from '../lib/services/services-context.tsx';
import { PaletteProvider } from './palette-provider.tsx';

/**
 * What the signed-in layout needs around it for merchant selection, create merchant and the command palette:
 * the account owner client and sign-out of the session, the selection machines bound to the query, the palette
 * with its shortcuts. Goes inside the ApiProvider and the router, around the layout.
 */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const { clients } = useApi();
  const { signOut } = useSession();
  return (
    <ConsoleServicesProvider clients={clients} signOut={signOut}>
      <MerchantSelectionProvider>
        <PaletteProvider>{children}</PaletteProvider>
      </MerchantSelectionProvider>
    </ConsoleServicesProvider>
  );
}
