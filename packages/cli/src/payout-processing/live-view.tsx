import type { PayoutProcessingProgress } from '@ops/core/flows/payout-processing';
import type { TranslationFunctions } from '@ops/locales';
import { render } from 'ink';
import { ProcessingView } from './processing-view.tsx';

/** The ink view of a run on a terminal (loaded only then, with ink and React); answers the function that ends it. */
export function showLiveView(
  stdout: NodeJS.WriteStream,
  t: TranslationFunctions,
  color: boolean,
  subscribe: (listener: (progress: PayoutProcessingProgress) => void) => () => void,
): () => void {
  let latest: PayoutProcessingProgress | undefined;
  const view = render(null, { stdout, patchConsole: false, exitOnCtrlC: false });
  const unsubscribe = subscribe((progress) => {
    latest = progress;
    view.rerender(<ProcessingView t={t} progress={progress} color={color} />);
  });
  return () => {
    unsubscribe();
    if (latest) view.rerender(<ProcessingView t={t} progress={latest} color={color} />);
    view.unmount();
  };
}
