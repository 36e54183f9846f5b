import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the sandbox's SMTP server accepted, as `/sandbox/mail` shows it. */
export interface ReceivedMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

export interface SandboxSmtpServer {
  /** `smtp://127.0.0.1:<port>`, what the sandbox's mailer sends to. */
  url: string;
  /** What arrived, newest first. */
  received(): readonly ReceivedMail[];
  close(): Promise<void>;
}

/** How many messages the sandbox keeps; older ones are forgotten. */
export const sandboxMailLimit = 200;
const maxMessageBytes = 1024 * 1024;

/**
 * The sandbox's own SMTP server (smtp-server) on a free port of the loopback interface: every message it is sent is
 * parsed (mailparser) and kept in memory, so e-mail travels over real SMTP without an outside mail host.
 */
export async function startSandboxSmtpServer(): Promise<SandboxSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: maxMessageBytes,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.unshift({
            id: randomUUID(),
            from: parsed.from?.text ?? session.envelope.mailFrom?.valueOf().toString() ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            receivedAt: new Date().toISOString(),
          });
          messages.length = Math.min(messages.length, sandboxMailLimit);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
