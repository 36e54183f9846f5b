import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProblem } from '../http/api-problem.ts';
import { createPlatformMail } from './platform-mail.ts';
import { type SandboxSmtpServer, startSandboxSmtpServer } from './sandbox-smtp-server.ts';
import { sendMail } from './send-mail.ts';

const mailFrom = 'Ops Console <no-reply@ops.example>';
let outside: SandboxSmtpServer;

beforeAll(async () => {
  outside = await startSandboxSmtpServer();
});
afterAll(async () => {
  await outside?.close();
});

describe("the platform's e-mail", () => {
  it('goes over SMTP to OPS_SMTP_URL, and then the sandbox runs no server of its own', async () => {
    const mail = await createPlatformMail({ mode: 'sandbox', smtpUrl: outside.url, mailFrom });
    try {
      expect(mail.sandbox).toBeUndefined();
      await sendMail(mail, { to: 'anna@shop.example', subject: 'Hallo', text: 'Line one\nhttps://ops.example/x' });
      expect(outside.received()[0]).toMatchObject({
        from: '"Ops Console" <no-reply@ops.example>',
        to: ['anna@shop.example'],
        subject: 'Hallo',
      });
      expect(outside.received()[0]?.text.trim()).toBe('Line one\nhttps://ops.example/x');
    } finally {
      await mail.close();
    }
  });

  it('in production without OPS_SMTP_URL sends nothing and says why (503)', async () => {
    const mail = await createPlatformMail({ mode: 'production', smtpUrl: undefined, mailFrom });
    const refused = await sendMail(mail, { to: 'anna@shop.example', subject: 'Hallo', text: 'x' }).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiProblem);
    expect(refused).toMatchObject({ status: 503, body: { message: expect.stringContaining('OPS_SMTP_URL') } });
  });

  it('answers 502 when the SMTP server cannot be reached', async () => {
    const gone = await startSandboxSmtpServer();
    await gone.close();
    const mail = await createPlatformMail({ mode: 'sandbox', smtpUrl: gone.url, mailFrom });
    try {
      const refused = await sendMail(mail, { to: 'anna@shop.example', subject: 'Hallo', text: 'x' }).catch((e) => e);
      expect(refused).toMatchObject({
        status: 502,
        body: { message: 'The e-mail could not be sent, try again later' },
      });
    } finally {
      await mail.close();
    }
  });
});
