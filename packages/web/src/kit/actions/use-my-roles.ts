import type { ServiceClients } from '@ops/core/api';
import type { MyOpsAccount, OpsRole } from '@ops/core/contract';
import { useEffect, useState } from 'react';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

/** One question a session's clients: the palette, shortcuts and every action context share its answer. */
const answers = new WeakMap<ServiceClients['opsAccounts'], Promise<MyOpsAccount>>();
/** The answers that came, so a part mounted later knows the roles at its first render (no button appears late). */
const known = new WeakMap<ServiceClients['opsAccounts'], readonly OpsRole[]>();

/**
 * Takes the roles as already answered for these clients, so every part knows them at its first render: the component
 * tests' harness, which answers `me` from memory as the app has it after its first screen.
 */
export function knowMyRoles(clients: ServiceClients, account: MyOpsAccount): void {
  answers.set(clients.opsAccounts, Promise.resolve(account));
  known.set(clients.opsAccounts, account.roles);
}

function myOpsAccount(clients: ServiceClients): Promise<MyOpsAccount> {
  let answer = answers.get(clients.opsAccounts);
  if (!answer) {
    answer = clients.opsAccounts.getMyOpsAccount();
    answers.set(clients.opsAccounts, answer);
    answer.then(
      (account) => known.set(clients.opsAccounts, account.roles),
      () => undefined,
    );
    // A failed question is asked again by the next caller.
    answer.catch(() => answers.delete(clients.opsAccounts));
  }
  return answer;
}

/**
 * The signed-in account's ops roles, as the platform reads them from its identity token (`getMyOpsAccount`): what
 * the palette, the shortcuts and the buttons offer by (core's `refusalOf`). Undefined until the answer comes, so
 * nothing that acts is offered before it is known (and shortcuts pressed meanwhile wait for it). Asked without
 * TanStack Query: the palette lives outside its provider.
 */
export function useMyRoles(): readonly OpsRole[] | undefined {
  const { clients } = useConsoleServices();
  const [roles, setRoles] = useState<readonly OpsRole[] | undefined>(() => known.get(clients.opsAccounts));
  useEffect(() => {
    let current = true;
    myOpsAccount(clients).then(
      (account) => current && setRoles(account.roles),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [clients]);
  return roles;
}
