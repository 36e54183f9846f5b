import { describe, expect, it } from 'vitest';
import { contactSupportMail } from './contact-support-mail.ts';

function decoded(href: string) {
  const url = new URL(href);
  return { recipient: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('contactSupportMail', () => {
  it("fills in the user's e-mail, first name, last name and merchant name", () => {
    const mail = contactSupportMail(
      { user: { email: 'mila@shop.test', givenName: 'Mila', familyName: 'Merchant' }, merchantName: 'Shop BV' },
      'en',
    );
    const { recipient, subject, body } = decoded(mail.href);
    expect(recipient).toBe('');
    expect(subject).toBe('Access to the Ops Console');
    expect(body).toContain('E-mail: mila@shop.test\r\nFirst name: Mila\r\nLast name: Merchant\r\nMerchant: Shop BV');
    expect(mail.href).not.toContain('+');
  });

  it("writes '[data missing]' for every value that is unknown", () => {
    const { body } = decoded(contactSupportMail({ user: { email: 'x@y.test', givenName: ' ' } }, 'en').href);
    expect(body).toContain('First name: [data missing]\r\nLast name: [data missing]\r\nMerchant: [data missing]');
  });

  it('speaks Dutch to a Dutch user', () => {
    const mail = contactSupportMail({ user: { email: 'x@y.test' } }, 'nl');
    expect(mail.subject).toBe('Toegang tot de Ops Console');
    expect(mail.body).toContain('Voornaam: [gegevens ontbreken]');
  });

  it('addresses the mail to the configured support address', () => {
    const mail = contactSupportMail({ user: { email: 'x@y.test' }, supportEmail: 'ops-support@example.com' }, 'en');
    expect(mail.href.startsWith('mailto:ops-support@example.com?subject=')).toBe(true);
    expect(decoded(mail.href).recipient).toBe('ops-support@example.com');
  });
});
