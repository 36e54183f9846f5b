import { describe, expect, it } from 'vitest';
import { checkHexColor } from './hex-color.ts';
import { checkIban } from './iban.ts';
import { checkRequired } from './required.ts';
import { checkUrl, checkWebhookUrl } from './web-url.ts';

describe('checkRequired', () => {
  it("says 'Required' for an empty or blank field and trims the rest", () => {
    expect(checkRequired('')).toEqual({ ok: false, message: 'required' });
    expect(checkRequired('   ')).toEqual({ ok: false, message: 'required' });
    expect(checkRequired(undefined)).toEqual({ ok: false, message: 'required' });
    expect(checkRequired('  Acme ')).toEqual({ ok: true, value: 'Acme' });
  });
});

describe('checkIban', () => {
  it('accepts a valid IBAN however it is typed and gives its electronic format', () => {
    expect(checkIban('NL91 ABNA 0417 1643 00')).toEqual({ ok: true, value: 'NL91ABNA0417164300' });
    expect(checkIban(' nl91abna0417164300 ')).toEqual({ ok: true, value: 'NL91ABNA0417164300' });
    expect(checkIban('DE89-3704-0044-0532-0130-00')).toEqual({ ok: true, value: 'DE89370400440532013000' });
  });

  it('refuses a wrong check digit, length or country', () => {
    for (const iban of ['NL92ABNA0417164300', 'NL91ABNA041716430', 'XX91ABNA0417164300', 'hello']) {
      expect(checkIban(iban), iban).toEqual({ ok: false, message: 'invalidIban' });
    }
  });

  it("says 'Required' when empty", () => {
    expect(checkIban(' ')).toEqual({ ok: false, message: 'required' });
  });
});

describe('checkHexColor', () => {
  it('accepts #rgb and #rrggbb in any case', () => {
    expect(checkHexColor('#FFF')).toEqual({ ok: true, value: '#fff' });
    expect(checkHexColor(' #1A2b3C ')).toEqual({ ok: true, value: '#1a2b3c' });
  });

  it('refuses anything else', () => {
    for (const color of ['fff', '#ffff', '#12345', '#1234567', '#ggg', 'red', 'rgb(0,0,0)']) {
      expect(checkHexColor(color), color).toEqual({ ok: false, message: 'invalidHexColor' });
    }
  });
});

describe('checkUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(checkUrl('https://shop.example.com/onboarded?x=1')).toEqual({
      ok: true,
      value: 'https://shop.example.com/onboarded?x=1',
    });
    expect(checkUrl(' http://localhost:3000 ').ok).toBe(true);
  });

  it('refuses other schemes, relative paths and plain words', () => {
    for (const url of ['ftp://example.com', 'javascript:alert(1)', '/onboarded', 'example.com', 'https://']) {
      expect(checkUrl(url), url).toEqual({ ok: false, message: 'invalidUrl' });
    }
  });
});

describe('checkWebhookUrl', () => {
  it("says 'Missing URL' when empty and checks the address otherwise", () => {
    expect(checkWebhookUrl('')).toEqual({ ok: false, message: 'missingUrl' });
    expect(checkWebhookUrl(undefined)).toEqual({ ok: false, message: 'missingUrl' });
    expect(checkWebhookUrl('hooks.example.com')).toEqual({ ok: false, message: 'invalidUrl' });
    expect(checkWebhookUrl('https://hooks.example.com/kyc')).toEqual({
      ok: true,
      value: 'https://hooks.example.com/kyc',
    });
  });
});
