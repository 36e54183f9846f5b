import { randomBytes } from 'node:crypto';

/**
 * A new signing secret: 32 random bytes. Events are signed with it by core's `webhookHeaders`
 * (`@ops/core/webhooks`), the scheme docs/webhooks.md gives receivers.
 */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
