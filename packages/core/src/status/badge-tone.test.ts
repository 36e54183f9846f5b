import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BadgeTone, badgeTone } from './badge-tone.ts';

const specTones: Record<BadgeTone, string[]> = {
  success: ['ACCEPTED', 'ACTIVE', 'COMPLETE', 'CONFIRMED', 'GENERATED', 'PAID', 'PASSED', 'PROCESSED', 'RECONCILED'],
  pending: [
    'CREATED',
    'IN_PROGRESS',
    'APPROVED',
    'NOPAYOUT',
    'PENDING',
    'PENDING_REFUND',
    'REGENERATED',
    'SCHEDULED',
    'WAITING',
    'WAITING_DATA',
    'EXTERNAL REVIEW',
  ],
  warning: ['MISSING_DATA', 'PARTIALLY_REFUNDED', 'READY', 'RETURNED', 'REVIEW'],
  error: ['CANCELLED', 'FAILED', 'PARTIALLY_FAILED', 'PENDING_CANCELLED', 'REJECTED'],
  default: ['EXPIRED', 'INITIALIZED', 'REFUNDED'],
};

const mixedCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(''));

describe('badgeTone', () => {
  for (const [tone, statuses] of Object.entries(specTones)) {
    it(`gives ${tone} to ${statuses.join(', ')}`, () => {
      for (const status of statuses) expect(badgeTone(status)).toBe(tone);
    });
  }

  it('ignores letter case', () => {
    const every = Object.entries(specTones).flatMap(([tone, statuses]) => statuses.map((status) => ({ tone, status })));
    fc.assert(
      fc.property(
        fc.constantFrom(...every).chain(({ tone, status }) => mixedCase(status).map((variant) => ({ tone, variant }))),
        ({ tone, variant }) => badgeTone(variant) === tone,
      ),
    );
  });

  it('matches the status with surrounding whitespace', () => {
    expect(badgeTone('  paid ')).toBe('success');
  });

  it('matches EXTERNAL REVIEW with its space, as the spec spells it, and with an underscore, as the platform sends it', () => {
    expect(badgeTone('external review')).toBe('pending');
    expect(badgeTone('EXTERNAL_REVIEW')).toBe('pending');
  });

  it('reads spaces and underscores alike in every listed status', () => {
    const every = Object.entries(specTones).flatMap(([tone, statuses]) => statuses.map((status) => ({ tone, status })));
    for (const { tone, status } of every) {
      expect(badgeTone(status.replaceAll('_', ' '))).toBe(tone);
      expect(badgeTone(status.replaceAll(' ', '_'))).toBe(tone);
    }
  });

  it('gives a tentative match, which waits for the bank to book its line, the tone of PENDING', () => {
    expect(badgeTone('TENTATIVE')).toBe('pending');
    expect(badgeTone('tentative')).toBe(badgeTone('PENDING'));
  });

  it('falls back to default for unknown, empty and missing statuses', () => {
    expect(badgeTone('SOMETHING_NEW')).toBe('default');
    expect(badgeTone('')).toBe('default');
    expect(badgeTone(undefined)).toBe('default');
    expect(badgeTone(null)).toBe('default');
  });

  it('does not match a status that merely contains a known one', () => {
    expect(badgeTone('NOT_PAID')).toBe('default');
    expect(badgeTone('PAIDX')).toBe('default');
  });
});
