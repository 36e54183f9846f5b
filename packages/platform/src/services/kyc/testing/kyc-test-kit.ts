import { type AccountOwnerClient, createApiClient, createKycClient, type KycClient } from '@ops/core/api';
import {
  type AccountOwnerTestKit,
  opsEmail,
  type Scope,
  startAccountOwnerTest,
} from '../../account-owner/testing/account-owner-test-kit.ts';

/** The second ops analyst of the demo accounts. */
export const supportEmail = 'support@sandbox.test';

/** The account owner kit with KYC clients for each analyst, bound to a division or not. */
export interface KycTestKit extends AccountOwnerTestKit {
  kycAs(email: string, scope?: Scope): Promise<KycClient>;
  /** Ops (ops@sandbox.test), bound to a division or not. */
  kyc(scope?: Scope): Promise<KycClient>;
  accountOwner: AccountOwnerClient;
}

export async function startKycTest(): Promise<KycTestKit> {
  const kit = await startAccountOwnerTest();
  const kycAs = async (email: string, scope?: Scope) => {
    const token = await kit.platform.tokenFor(email);
    return createKycClient(
      createApiClient({
        baseUrl: `${kit.platform.baseUrl}/api/`,
        getToken: () => token,
        getUserEmail: () => email,
        merchantCode: scope?.merchantCode,
        divisionCode: scope?.divisionCode,
      }),
    );
  };
  return { ...kit, kycAs, kyc: (scope) => kycAs(opsEmail, scope), accountOwner: kit.ops };
}
