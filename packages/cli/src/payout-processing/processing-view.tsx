import type { PayoutProcessingProgress } from '@ops/core/flows/payout-processing';
import type { TranslationFunctions } from '@ops/locales';
import { Box, Text } from 'ink';

const barWidth = 30;

/** Seconds left at the current rate, as m:ss ('–' before the rate is known). */
export function etaOf(progress: Pick<PayoutProcessingProgress, 'total' | 'done' | 'rate'>): string {
  if (progress.rate <= 0) return '–';
  const seconds = Math.ceil((progress.total - progress.done) / progress.rate);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function progressLine(t: TranslationFunctions, progress: PayoutProcessingProgress): string {
  return t.cli.process.progress({
    done: progress.done,
    total: progress.total,
    failed: progress.failed,
    rate: Math.round(progress.rate),
    eta: etaOf(progress),
  });
}

/** The terminal's live view of a bulk run: a bar, then done, failed, rate and ETA. */
export function ProcessingView({
  t,
  progress,
  color,
}: {
  t: TranslationFunctions;
  progress: PayoutProcessingProgress;
  color: boolean;
}) {
  const filled = progress.total === 0 ? barWidth : Math.round((progress.done / progress.total) * barWidth);
  return (
    <Box flexDirection="column">
      <Text>
        <Text color={color ? 'green' : undefined}>{'█'.repeat(filled)}</Text>
        {'░'.repeat(barWidth - filled)}
      </Text>
      <Text color={color && progress.failed > 0 ? 'red' : undefined}>{progressLine(t, progress)}</Text>
    </Box>
  );
}
