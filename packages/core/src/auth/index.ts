export { type AppConfig, isSupportEmail, parseAppConfig } from './app-config.ts';
export {
  type AuthorizationRequestOptions,
  type AuthorizationServer,
  createAuthorizationRequest,
  discoverIssuer,
  type HttpOptions,
  type PendingSignIn,
} from './authorization-request.ts';
export { type CodeExchangeOptions, exchangeAuthorizationCode, type SignedIn } from './code-exchange.ts';
export { contactSupportMail, type SupportRequester } from './contact-support-mail.ts';
export { reasonKindOf, routeReasonKinds, type WritingRouteId } from './route-reason-kinds.ts';
export { type ContractRouteId, isReadingRoute, mayCallRoute, routeRoles } from './route-roles.ts';
export { isSessionExpired, parseSessionRecord, type SessionRecord, sessionExpiresAt } from './session-record.ts';
export { initialsOf, type SessionUser, sessionUserFromClaims } from './session-user.ts';
export { SignInError, type SignInFailure, toSignInError } from './sign-in-error.ts';
