import type { ServiceClients } from '@ops/core/api';
import { type MerchantCreator, merchantCreatorOf } from '@ops/core/flows/create-merchant';
import { type MerchantDirectory, merchantDirectoryOf } from '@ops/core/flows/merchant-selection';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { firstAnswer } from '../cache/first-answers.ts';
import { merchantsKeys } from '../cache/merchants-keys.ts';

export interface ConsoleServices {
  clients: ServiceClients;
  /** The same clients naming the command palette as their source (`x-ops-source: palette`), for its runs. */
  paletteClients: ServiceClients;
  directory: MerchantDirectory;
  creator: MerchantCreator;
  signOut: () => void | Promise<void>;
}

/** The check of the address's merchant takes the merchant asked for as the app started, rather than asking again. */
function withFirstMerchant(directory: MerchantDirectory): MerchantDirectory {
  return {
    ...directory,
    getMerchant: (merchantCode, signal) =>
      firstAnswer<Awaited<ReturnType<MerchantDirectory['getMerchant']>>>(merchantsKeys.details(merchantCode)) ??
      directory.getMerchant(merchantCode, signal),
  };
}

const ConsoleServicesContext = createContext<ConsoleServices | null>(null);

export interface ConsoleServicesProps {
  clients: ServiceClients;
  /** The palette's clients (`x-ops-source: palette`); by default `clients`. */
  paletteClients?: ServiceClients | undefined;
  signOut: () => void | Promise<void>;
  /** The merchant calls; by default the account owner client's. */
  directory?: MerchantDirectory | undefined;
  creator?: MerchantCreator | undefined;
  children: ReactNode;
}

/**
 * The one services context: the typed clients and session actions every layer works with (the screens' queries,
 * the merchant picker, create merchant, the palette's actions). The app's `ApiProvider` gives it the session's
 * clients; component tests give it clients pointed at no server (testing/console-test-harness.tsx).
 */
export function ConsoleServicesProvider({
  clients,
  paletteClients,
  signOut,
  directory,
  creator,
  children,
}: ConsoleServicesProps) {
  const services = useMemo(
    () => ({
      clients,
      paletteClients: paletteClients ?? clients,
      signOut,
      directory: directory ?? withFirstMerchant(merchantDirectoryOf(clients.accountOwner)),
      creator: creator ?? merchantCreatorOf(clients.accountOwner),
    }),
    [clients, paletteClients, signOut, directory, creator],
  );
  return <ConsoleServicesContext value={services}>{children}</ConsoleServicesContext>;
}

export function useConsoleServices(): ConsoleServices {
  const services = useContext(ConsoleServicesContext);
  if (!services) throw new Error('useConsoleServices needs a ConsoleServicesProvider above it');
  return services;
}
