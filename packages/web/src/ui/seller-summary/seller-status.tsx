import { badgeText, badgeTone } from '@ops/core/status';
import { useI18n } from '../../app/i18n-context.tsx';
import './seller-summary.css';

/** A status as a coloured badge with the spec's badge text (section 4). */
export function SellerStatus({ status }: { status: string | null | undefined }) {
  const { locale } = useI18n();
  return <span className={`seller-status seller-status-${badgeTone(status)}`}>{badgeText(status, locale)}</span>;
}
