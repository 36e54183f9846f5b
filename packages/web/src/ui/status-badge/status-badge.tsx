import { badgeText, badgeTone, type BadgeTone as StatusTone } from '@ops/core/status';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Badge, type BadgeTone } from '../badge/badge.tsx';

/** Core's tones of the spec's status lists (section 4), in the badge colours of the tokens. */
const badgeToneOfStatus: Record<StatusTone, BadgeTone> = {
  default: 'neutral',
  pending: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

/**
 * A status as a coloured badge (spec section 4): core's tone for its colour (spaces and underscores alike, so
 * EXTERNAL_REVIEW is the spec's pending 'EXTERNAL REVIEW'), core's badge text ('in progress', or 'no available
 * info' without a status). The one status badge of every list and details screen.
 */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { locale } = useI18n();
  return <Badge tone={badgeToneOfStatus[badgeTone(status)]}>{badgeText(status, locale)}</Badge>;
}
