import { badgeText, badgeTone } from '@ops/core/status';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './status-badge.css';

/**
 * A status as a coloured badge (spec section 4): core's tone for its colour, core's badge text ('in progress',
 * or 'no available info' without a status). The one badge of every list and details screen.
 */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { locale } = useI18n();
  return (
    <span className="status-badge" data-tone={badgeTone(status)}>
      {badgeText(status, locale)}
    </span>
  );
}
