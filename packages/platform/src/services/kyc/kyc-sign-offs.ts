import type { RelianceModel } from '@ops/core/contract';
import { newCode } from '../../db/codes.ts';
import type { Transaction } from '../../db/database.ts';
import { kycSignOffs } from '../../db/schema/index.ts';
import type { DivisionAddress } from '../account-owner/scope.ts';

/** The division settings whose enabling the compliance officer signs off (spec section 4). */
interface SignedOffSettings {
  relianceModel: RelianceModel;
  governmentEntity: boolean;
}

/**
 * What a change enables that needs a sign-off: a reliance model other than none (or another one), or the
 * government flag turned on. Turning them off needs none.
 */
export function settingsToSignOff(current: SignedOffSettings, patch: Partial<SignedOffSettings>) {
  return [
    ...(patch.relianceModel !== undefined &&
    patch.relianceModel !== 'NONE' &&
    patch.relianceModel !== current.relianceModel
      ? [{ setting: 'RELIANCE_MODEL' as const, value: patch.relianceModel }]
      : []),
    ...(patch.governmentEntity === true && !current.governmentEntity
      ? [{ setting: 'GOVERNMENT_ENTITY' as const, value: 'true' }]
      : []),
  ];
}

/** Records the sign-offs of a change with who signed off and who recorded it, in the change's transaction. */
export async function recordKycSignOffs(
  tx: Transaction,
  division: DivisionAddress,
  settings: ReturnType<typeof settingsToSignOff>,
  signatures: { officer: string; recordedBy: string },
): Promise<void> {
  for (const { setting, value } of settings) {
    await tx.insert(kycSignOffs).values({ code: newCode('KS'), ...division, setting, value, ...signatures });
  }
}
