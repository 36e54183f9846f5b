export type { Mailer, OutgoingMail } from './mailer.ts';
export { createSmtpMailer } from './mailer.ts';
export { createPlatformMail, type PlatformMail } from './platform-mail.ts';
export type { ReceivedMail, SandboxSmtpServer } from './sandbox-smtp-server.ts';
export { sendMail } from './send-mail.ts';
