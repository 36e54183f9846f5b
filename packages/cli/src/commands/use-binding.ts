import { ApiRequestError } from '@ops/core/api';
import { createMerchantSelectionMachine, merchantDirectoryOf } from '@ops/core/flows/merchant-selection';
import { createActor, waitFor } from 'xstate';
import type { CliContext } from '../cli-context.ts';
import { CliError } from '../cli-error.ts';
import { clientsOf } from '../platform-clients.ts';
import { updateStoredConfig } from '../profile-store.ts';

/**
 * `ops use <merchant> [division]`: the pair is checked by core's merchant selection machine, as the web app checks
 * the pair in its address: a merchant with one division needs no division named; a division the merchant does not
 * have is 'No matching division found, check merchant code and division code'.
 */
export async function bindMerchant(context: CliContext, merchantCode: string, divisionCode: string | undefined) {
  const { t, io } = context;
  const clients = clientsOf(context, undefined);
  const directory = merchantDirectoryOf(clients.accountOwner);
  const actor = createActor(createMerchantSelectionMachine(directory), {
    input: { merchantCode, divisionCode },
  }).start();
  const settled = await waitFor(actor, (state) => !state.matches({ binding: 'checking' }));
  actor.stop();
  const { current, problem, failure } = settled.context;
  if (current) {
    context.config = updateStoredConfig(io.env, context.profile, {
      merchantCode: current.merchant.code,
      divisionCode: current.division.code,
    });
    io.stdout.write(
      `${t.cli.use.bound({
        merchant: current.merchant.displayName,
        merchantCode: current.merchant.code,
        division: current.division.displayName,
        divisionCode: current.division.code,
      })}\n`,
    );
    return;
  }
  if (problem === 'noMatchingDivision' && divisionCode === undefined) {
    const divisions = await directory.listDivisions(merchantCode, AbortSignal.timeout(120_000));
    throw new CliError(t.cli.use.severalDivisions({ codes: divisions.map((division) => division.code).join(', ') }));
  }
  if (problem === 'noMatchingDivision') throw new CliError(t.validation.noMatchingDivision());
  if (failure instanceof ApiRequestError) throw new CliError(failure.describe(context.locale).message);
  throw new CliError(t.validation.selectMerchant());
}
