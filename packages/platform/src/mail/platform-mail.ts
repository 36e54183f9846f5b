import type { PlatformConfig } from '../config.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import { type SandboxSmtpServer, startSandboxSmtpServer } from './sandbox-smtp-server.ts';

/**
 * The platform's e-mail: to `OPS_SMTP_URL` when set; otherwise, in the sandbox, to its own SMTP server (whose
 * messages `/sandbox/mail` shows); in production without `OPS_SMTP_URL`, none (a call that would send says so).
 */
export interface PlatformMail {
  mailer: Mailer | undefined;
  sandbox: SandboxSmtpServer | undefined;
  close(): Promise<void>;
}

export async function createPlatformMail(config: Pick<PlatformConfig, 'mode' | 'smtpUrl' | 'mailFrom'>) {
  const sandbox = !config.smtpUrl && config.mode === 'sandbox' ? await startSandboxSmtpServer() : undefined;
  const smtpUrl = config.smtpUrl ?? sandbox?.url;
  const mailer = smtpUrl ? createSmtpMailer(smtpUrl, config.mailFrom) : undefined;
  return {
    mailer,
    sandbox,
    async close() {
      mailer?.close();
      await sandbox?.close();
    },
  } satisfies PlatformMail;
}
