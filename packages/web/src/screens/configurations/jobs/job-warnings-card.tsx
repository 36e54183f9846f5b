import type { JobWarning } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { useJobWarnings } from './use-jobs.ts';

const tones: Record<JobWarning['kind'], BadgeTone> = { backlog: 'warning', slowJobs: 'warning', deadLetters: 'danger' };

/**
 * The queues' own warnings on the Jobs screen (`GET jobs/api/v1/warnings`): a backlog of due jobs not started, tries
 * running longer than half their lease, dead letters waiting. Nothing at all while the queues are well.
 */
export function JobWarningsCard() {
  const { t } = useI18n();
  const labels = t.jobs.screen.warnings;
  const warnings = useJobWarnings();
  if (warnings.isError) return <FormFailure message={labels.getFailed()} />;
  const shown = warnings.data?.warnings ?? [];
  if (shown.length === 0) return null;
  const backlogSeconds = warnings.data?.backlogSeconds ?? 0;
  return (
    <Card title={labels.title()}>
      <ul className="job-warnings" aria-label={labels.title()}>
        {shown.map((warning) => {
          const words = { queue: warning.queue, count: warning.count, since: formatTableDate(warning.since) };
          return (
            <li key={`${warning.kind}:${warning.queue}`}>
              <Badge tone={tones[warning.kind]}>{labels.kinds[warning.kind]()}</Badge>{' '}
              {warning.kind === 'backlog'
                ? labels.backlog({ ...words, seconds: backlogSeconds })
                : labels[warning.kind](words)}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
