export {
  type RunningSession,
  type SessionClocks,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionMachine,
  type SignedOutReason,
  sessionMachine,
} from './session-machine.ts';
export { inactivityTimeoutMs, promptLifetimeMs, sessionCheckIntervalMs } from './session-timing.ts';
