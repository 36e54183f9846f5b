import { describe, expect, it } from 'vitest';
import { compileTemplate, timeAgo } from './template-filter.ts';

const now = Date.parse('2026-05-10T12:00:00Z');

describe('--template', () => {
  it('says a moment as time ago in the reader’s language, the largest unit that fits', () => {
    expect(timeAgo('2026-05-10T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(timeAgo('2026-05-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(timeAgo('2026-05-10T09:00:00Z', 'nl', now)).toBe('3 uur geleden');
    expect(timeAgo('2025-05-01T00:00:00Z', 'en', now)).toBe('last year');
    expect(timeAgo('not a moment', 'en', now)).toBe('not a moment');
    expect(timeAgo(null, 'en', now)).toBe('');
  });

  it('lines tablerow columns up over the whole output, writes money as the screens do and escapes nothing', async () => {
    const template = await compileTemplate(
      '{{#each this}}{{tablerow code name (money amount currency)}}{{/each}}<{{this.length}}>',
      'en',
    );
    const rows = [
      { code: 'AH-1', name: 'A & B <Bakery>', amount: -1050, currency: 'EUR' },
      { code: 'AH-100', name: 'C', amount: 123456, currency: 'EUR' },
    ];
    expect(template(rows)).toBe('AH-1    A & B <Bakery>  -€10.50\nAH-100  C               €1,234.56\n<2>');
    expect(template([])).toBe('<0>');
  });

  it('refuses a template Handlebars cannot read when it is compiled, before anything is fetched', async () => {
    await expect(compileTemplate('{{#each this}', 'en')).rejects.toThrow(/Parse error/);
  });
});
