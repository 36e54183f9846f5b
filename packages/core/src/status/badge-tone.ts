/** The colour family of a status badge (spec section 4). */
export type BadgeTone = 'success' | 'pending' | 'warning' | 'error' | 'default';

// The spec spells 'EXTERNAL REVIEW' with a space, unlike every other status; it is kept verbatim.
const statusesByTone = {
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
} as const satisfies Record<Exclude<BadgeTone, 'default'>, readonly string[]>;

const toneByStatus = new Map<string, BadgeTone>(
  Object.entries(statusesByTone).flatMap(([tone, statuses]) =>
    statuses.map((status): [string, BadgeTone] => [status, tone as BadgeTone]),
  ),
);

/**
 * The badge tone of a status, case-insensitively. EXPIRED, INITIALIZED, REFUNDED, unknown and missing
 * statuses are all 'default'.
 */
export function badgeTone(status: string | null | undefined): BadgeTone {
  if (status == null) return 'default';
  return toneByStatus.get(status.trim().toUpperCase()) ?? 'default';
}
