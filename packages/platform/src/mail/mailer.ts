import { createTransport } from 'nodemailer';

/** One e-mail of the platform: plain text always, HTML beside it when given. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** Sends the platform's e-mail. `sendMail` resolves once the SMTP server accepted the message. */
export interface Mailer {
  sendMail(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A mailer over SMTP (nodemailer) to `smtpUrl`, e.g. `smtp://user:secret@mail.example.com:587`, from `from`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl, { from });
  return {
    async sendMail(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}
