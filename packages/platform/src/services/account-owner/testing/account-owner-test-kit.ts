import { type AccountOwnerClient, createAccountOwnerClient, createApiClient } from '@ops/core/api';
import type { AuditEvent, CreateAccountHolderBody, Page } from '@ops/core/contract';
import { startTestPlatform, type TestPlatform, type TestPlatformOptions } from '../../../testing/test-platform.ts';

export { failureOf } from '../../../testing/failure-of.ts';

export const opsEmail = 'ops@sandbox.test';
/** A signed-in account that is not ops staff. */
export const merchantEmail = 'merchant@sandbox.test';

/** Starting a platform and creating a few dozen entities takes seconds; on a busy machine, many more. */
export const setupTimeoutMs = 60_000;

export interface Scope {
  merchantCode: string;
  divisionCode: string;
}

/** The platform in-process, with account owner clients as the web and the CLI have them. */
export interface AccountOwnerTestKit {
  platform: TestPlatform;
  /** Ops staff, bound to no merchant. */
  ops: AccountOwnerClient;
  /** Ops staff bound to a merchant and division (Merchant-Code and Merchant-Division-Code). */
  boundTo(scope: Scope): AccountOwnerClient;
  /** A caller with no identity token. */
  anonymous(scope?: Scope): AccountOwnerClient;
  /** A signed-in caller who is not ops staff. */
  notOps(scope?: Scope): Promise<AccountOwnerClient>;
  /** The audit trail of an entity, newest first. */
  auditOf(entityType: string, entityId: string): Promise<AuditEvent[]>;
  close(): Promise<void>;
}

export async function startAccountOwnerTest(options: TestPlatformOptions = {}): Promise<AccountOwnerTestKit> {
  const platform = await startTestPlatform(options);
  const opsToken = await platform.tokenFor(opsEmail);
  const clientOf = (email: string | undefined, token: string | undefined, scope?: Scope) =>
    createAccountOwnerClient(
      createApiClient({
        baseUrl: `${platform.baseUrl}/api/`,
        getToken: () => token,
        getUserEmail: () => email,
        merchantCode: scope?.merchantCode,
        divisionCode: scope?.divisionCode,
      }),
    );
  return {
    platform,
    ops: clientOf(opsEmail, opsToken),
    boundTo: (scope) => clientOf(opsEmail, opsToken, scope),
    anonymous: (scope) => clientOf(undefined, undefined, scope),
    notOps: async (scope) => clientOf(merchantEmail, await platform.tokenFor(merchantEmail), scope),
    async auditOf(entityType, entityId) {
      const response = await fetch(`${platform.baseUrl}/api/audit/${entityType}/${entityId}?limit=100`, {
        headers: { authorization: `Bearer ${opsToken}`, 'x-user': opsEmail },
      });
      return ((await response.json()) as Page<AuditEvent>).elements;
    },
    close: () => platform.close(),
  };
}

/** A new merchant and the division it was created with. */
export async function createMerchantScope(client: AccountOwnerClient, displayName = 'Acme Market'): Promise<Scope> {
  const merchant = await client.createMerchant({ body: { displayName } });
  const division = merchant.divisions[0];
  if (!division) throw new Error('the merchant was created without a division');
  return { merchantCode: merchant.code, divisionCode: division.code };
}

export function createSeller(client: AccountOwnerClient, scope: Scope, body: Partial<CreateAccountHolderBody> = {}) {
  return client.createAccountHolder({
    params: scope,
    body: { name: 'Jan de Vries', email: 'jan@example.com', legalForm: 'INDIVIDUAL', ...body },
  });
}

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

/** The first bytes of each accepted kind of file, followed by some content. */
export const sampleFiles = {
  jpeg: () => new File([bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF photo')], 'passport.jpg', { type: 'image/jpeg' }),
  png: () =>
    new File([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR scan')], 'id.png', { type: 'image/png' }),
  pdf: () => new File([bytes('%PDF-1.7\n1 0 obj\n%%EOF')], 'extract.pdf', { type: 'application/pdf' }),
  heic: () =>
    new File([bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic', 'rest of the image')], 'IMG_0001.HEIC', {
      type: 'image/heic',
    }),
  /** A text file that claims to be a PNG. */
  disguisedText: () => new File([bytes('just some text, not an image')], 'notes.png', { type: 'image/png' }),
  /** A PDF of exactly `size` bytes. */
  pdfOfSize: (size: number) => {
    const content = new Uint8Array(size).fill(0x20);
    content.set(bytes('%PDF-1.7\n'));
    return new File([content], 'large.pdf', { type: 'application/pdf' });
  },
};
