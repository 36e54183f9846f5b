import type { MiddlewareHandler } from 'hono';
import { errors, type JWTPayload } from 'jose';
import { apiMessages } from '../http/api-messages.ts';
import { ApiProblem, forbidden, unauthorized } from '../http/api-problem.ts';
import type { Logger } from '../http/logger.ts';
import type { PlatformEnv } from '../http/platform-env.ts';
import type { IdentityCheck } from './identity-check.ts';
import { rolesFromClaim } from './roles-claim.ts';

/**
 * Guards every `/api/` route: a valid bearer identity token (else 401), an `x-user` header equal to
 * its e-mail (else 401), and an account that is ops staff (else 403 with the spec's message). The caller's ops
 * roles are the token's `rolesClaim`; `mountRoute` holds each route to them.
 */
export function requireOpsCaller(
  check: IdentityCheck,
  logger: Logger,
  rolesClaim: string,
): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const refuse = (reason: string) => {
      logger.info({ requestId: c.get('requestId'), reason }, 'identity token refused');
      return unauthorized();
    };
    const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw refuse('no bearer token');
    let claims: JWTPayload;
    try {
      claims = await check.verify(token);
    } catch (error) {
      // A bad token is the caller's problem; failing to get the issuer's keys is ours.
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) throw refuse(error.code);
      logger.error({ requestId: c.get('requestId'), err: error }, 'identity tokens cannot be checked');
      throw new ApiProblem(503, apiMessages.serviceUnavailable);
    }
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    if (!email) throw refuse('the token has no e-mail claim');
    if (c.req.header('x-user')?.trim().toLowerCase() !== email.toLowerCase()) {
      throw refuse('x-user is not the e-mail of the token');
    }
    const name = typeof claims.name === 'string' ? claims.name : email;
    c.set('caller', { email, name, opsStaff: check.isOpsStaff(claims), roles: rolesFromClaim(claims[rolesClaim]) });
    if (!c.get('caller').opsStaff) throw forbidden(apiMessages.notAuthorizedForOps);
    await next();
  };
}
