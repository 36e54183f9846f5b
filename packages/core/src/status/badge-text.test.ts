import { i18nObject } from '@ops/locales';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeText, statusLabel } from './badge-text.ts';

const statusText = fc.stringMatching(/^[A-Za-z][A-Za-z_ ]{0,20}[A-Za-z_]$/);
const underscores = (text: string) => [...text].filter((char) => char === '_').length;

describe('badgeText', () => {
  it('lower-cases the status and turns only the first underscore into a space', () => {
    expect(badgeText('IN_PROGRESS', 'en')).toBe('in progress');
    expect(badgeText('PENDING_REFUND', 'en')).toBe('pending refund');
    expect(badgeText('PARTIALLY_FAILED', 'en')).toBe('partially failed');
    expect(badgeText('PENDING_CANCELLED_X', 'en')).toBe('pending cancelled_x');
    expect(badgeText('Paid', 'en')).toBe('paid');
    expect(badgeText('EXTERNAL REVIEW', 'en')).toBe('external review');
  });

  it('names every known status in Dutch in Dutch, whatever its letter case or spacing', () => {
    expect(badgeText('PARTIALLY_FAILED', 'nl')).toBe('deels mislukt');
    expect(badgeText('reconciled', 'nl')).toBe('afgestemd');
    expect(badgeText('EXTERNAL REVIEW', 'nl')).toBe('externe beoordeling');
    expect(badgeText('pending cancelled', 'nl')).toBe('annulering in afwachting');
    expect(badgeText('PENDING_CANCELLED_X', 'nl')).toBe('pending cancelled_x');
  });

  it("gives every named status the spec's rule in English", () => {
    for (const status of Object.keys(i18nObject('en').status.labels)) {
      expect(badgeText(status, 'en')).toBe(status.toLowerCase().replace('_', ' '));
      // 'open' is the one status Dutch spells the same.
      if (status !== 'OPEN') expect(badgeText(status, 'nl')).not.toBe(badgeText(status, 'en'));
    }
  });

  it('shows the translated "no available info" for an empty, blank, undefined or null status', () => {
    for (const status of ['', '   ', undefined, null]) {
      expect(badgeText(status, 'en')).toBe('no available info');
      expect(badgeText(status, 'nl')).toBe('geen informatie beschikbaar');
    }
  });

  it('never shows upper-case letters and removes exactly one underscore when there is one', () => {
    fc.assert(
      fc.property(statusText, (status) => {
        const text = badgeText(status, 'en');
        const removed = underscores(status) > 0 ? 1 : 0;
        return text === text.toLowerCase() && underscores(text) === underscores(status) - removed;
      }),
    );
  });

  it('gives the same text whatever the letter case of the status', () => {
    fc.assert(fc.property(statusText, (status) => badgeText(status.toUpperCase(), 'nl') === badgeText(status, 'nl')));
  });

  it('keeps the text the same length as the trimmed status', () => {
    fc.assert(fc.property(statusText, (status) => badgeText(status, 'en').length === status.trim().length));
  });

  it('reads a known status in Dutch in Dutch, and an unknown one by the rule', () => {
    expect(badgeText('PARTIALLY_FAILED', 'nl')).toBe('deels mislukt');
    expect(badgeText('in_progress', 'nl')).toBe('in behandeling');
    expect(badgeText('EXTERNAL REVIEW', 'nl')).toBe('externe beoordeling');
    expect(badgeText('PENDING_CANCELLED_X', 'nl')).toBe('pending cancelled_x');
  });

  it('gives every known status in English exactly the spec rule', () => {
    for (const status of Object.keys(i18nObject('en').status.labels)) {
      expect(badgeText(status, 'en')).toBe(status.toLowerCase().replace('_', ' '));
    }
  });

  it('capitalises a status that starts a line', () => {
    expect(statusLabel('MISSING_DATA', 'en')).toBe('Missing data');
    expect(statusLabel('ACTIVE', 'nl')).toBe('Actief');
  });
});
