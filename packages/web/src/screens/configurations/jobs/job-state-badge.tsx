import type { JobState } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge/index.ts';

const tones: Record<JobState, BadgeTone> = {
  queued: 'info',
  running: 'warning',
  done: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** A job's state in the reader's language, coloured: failed (a dead letter) stands out. */
export function JobStateBadge({ state }: { state: JobState }) {
  const { t } = useI18n();
  return <Badge tone={tones[state]}>{t.jobs.states[state]()}</Badge>;
}
