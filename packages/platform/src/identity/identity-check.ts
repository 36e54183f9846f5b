import type { JWTPayload } from 'jose';

/** How the platform decides who a bearer identity token belongs to, and whether they are ops staff. */
export interface IdentityCheck {
  /** The token's claims once signature, issuer, audience and expiry check out; throws otherwise. */
  verify(token: string): Promise<JWTPayload>;
  isOpsStaff(claims: JWTPayload): boolean;
}
