import type { PlatformMode } from '../config.ts';
import type { Logger } from '../http/logger.ts';
import type { PlatformMail } from '../mail/index.ts';

/** What some services need beside the app and the database: the platform's e-mail, its public URL, its log. */
export interface ServiceParts {
  mail: PlatformMail;
  /** The URL users reach (`OPS_PUBLIC_URL`), for links in e-mail. */
  publicUrl: string;
  logger: Logger;
  /** Whether the embedded identity provider runs (no OIDC_ISSUER): merchant users sign in only there. */
  embeddedIdentity: boolean;
  /** Sandbox or production (`OPS_MODE`, or an external issuer): what `getPlatformMode` answers. */
  mode: PlatformMode;
  /** Seconds a queued job may be past its time before the jobs API warns of a backlog (`OPS_JOBS_BACKLOG_SECONDS`). */
  jobBacklogSeconds?: number | undefined;
}
