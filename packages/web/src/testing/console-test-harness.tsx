import { createApiClient, createServiceClients } from '@ops/core/api';
import { defaultDivisionConfig, type Merchant, type OpsRole, opsRoles, type ReasonKind } from '@ops/core/contract';
import type { MerchantCreator } from '@ops/core/flows/create-merchant';
import { type InMemoryMerchantDirectory, inMemoryMerchantDirectory } from '@ops/core/flows/merchant-selection';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { ActionConfirmationSlot } from '../kit/actions/action-confirmation-slot.tsx';
import { SelectionOutcomeSlot } from '../kit/actions/selection-outcome-slot.tsx';
import { knowMyRoles } from '../kit/actions/use-my-roles.ts';
import { PageTitleProvider } from '../kit/page-title.tsx';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { MerchantSelectionProvider } from '../lib/merchant-selection/merchant-selection-provider.tsx';
import { ConsoleServicesProvider } from '../lib/services/services-context.tsx';

export interface ConsoleTestOptions {
  merchants?: Merchant[];
  /** Where the app is when it renders, e.g. '/?merchantCode=M-1&divisionCode=D-1'. */
  url?: string;
  creator?: MerchantCreator;
  /** The signed-in account's ops roles, as the platform's `me` would answer them; every role unless given. */
  roles?: readonly OpsRole[];
  /** Start with what session storage holds, e.g. a search term from earlier in the tab. */
  keepSessionStorage?: boolean;
  /** The kinds of change every division requires a reason for (its configuration, answered from memory); none. */
  reasonsRequired?: readonly ReasonKind[];
}

/**
 * Renders `ui` inside the providers the app gives it, with the merchant calls and the account's roles answered from
 * memory and real typed clients pointed at no server (nothing under test may reach it). For component tests only.
 */
export interface ConsoleTestRender extends RenderResult {
  directory: InMemoryMerchantDirectory;
  session: { signOuts: number };
  user: UserEvent;
}

export function renderInConsole(ui: ReactNode, options: ConsoleTestOptions = {}): ConsoleTestRender {
  window.history.replaceState(null, '', options.url ?? '/');
  // test-setup clears local storage after each test; the merchant search term lives in session storage.
  if (!options.keepSessionStorage) window.sessionStorage.clear();
  const directory = inMemoryMerchantDirectory(options.merchants ?? []);
  const served = createServiceClients(
    createApiClient({ baseUrl: 'http://127.0.0.1:9/api/', getToken: () => undefined, getUserEmail: () => undefined }),
  );
  // The account's roles are answered from memory, as the merchant calls are.
  const me = { email: 'ops@sandbox.test', name: 'Olivia Ops', roles: [...(options.roles ?? opsRoles)] };
  // So is each division's configuration, which says what needs a reason before an action runs.
  const config = { ...defaultDivisionConfig, reasonsRequired: [...(options.reasonsRequired ?? [])] };
  const accountOwner = new Proxy(served.accountOwner, {
    get: (target, id) => (id === 'getDivisionConfig' ? async () => config : Reflect.get(target, id)),
  });
  const clients = {
    ...served,
    accountOwner,
    opsAccounts: { ...served.opsAccounts, getMyOpsAccount: async () => me },
  };
  // Known from the first render, as in the app after its first screen: a button the roles allow is there at once.
  knowMyRoles(clients, me);
  const session = { signOuts: 0 };
  const signOut = () => {
    session.signOuts += 1;
  };
  const user = userEvent.setup();
  const result = render(
    <I18nProvider>
      <PageTitleProvider>
        <ConsoleServicesProvider clients={clients} directory={directory} creator={options.creator} signOut={signOut}>
          {/* In the app, a ScreenBoundary waits for lazily loaded parts such as the merchant gate's screens. */}
          <Suspense fallback={null}>
            <MerchantSelectionProvider>
              {ui}
              <ActionConfirmationSlot />
              <SelectionOutcomeSlot />
            </MerchantSelectionProvider>
          </Suspense>
        </ConsoleServicesProvider>
      </PageTitleProvider>
    </I18nProvider>,
  );
  return { ...result, directory, session, user };
}

export const currentQuery = () => new URLSearchParams(window.location.search);
