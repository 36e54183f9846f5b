import { type PayoutProcessingProgress, summaryMessages } from '@ops/core/flows/payout-processing';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { processingStore } from './processing-store.ts';

function useCurrentProgress(): PayoutProcessingProgress | undefined {
  const run = useSyncExternalStore(processingStore.subscribe, processingStore.current);
  const [progress, setProgress] = useState(() => run?.progress());
  useEffect(() => {
    setProgress(run?.progress());
    return run?.subscribe(setProgress);
  }, [run]);
  return progress;
}

/**
 * The processing run of this tab: a live progress bar, the outcome of every request, then the spec's summary
 * ('{n} of {t} requests have failed', 'There was an error server-side') with Retry failed requests. Closing it
 * while it runs only hides it; the run goes on and 'Show processing' brings it back.
 */
export function ProcessingPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.payoutScreens.processing;
  const run = useSyncExternalStore(processingStore.subscribe, processingStore.current);
  const progress = useCurrentProgress();
  if (!run || !progress || !open) return null;
  const finished = progress.phase === 'finished';
  const messages = progress.summary ? summaryMessages(t, progress.summary) : [];
  return (
    <section className="payout-processing" aria-label={labels.title()}>
      <header>
        <h3>{labels.title()}</h3>
        <Button
          size="sm"
          onClick={() => {
            if (finished) processingStore.dismiss();
            onClose();
          }}
        >
          {labels.close()}
        </Button>
      </header>
      {progress.phase === 'resolving' ? <p role="status">{labels.resolving()}</p> : null}
      {progress.phase === 'resolveFailed' ? (
        <p role="alert">
          {labels.resolveFailed()}{' '}
          <Button size="sm" onClick={() => run.actor.send({ type: 'retryResolve' })}>
            {labels.retryResolve()}
          </Button>
        </p>
      ) : null}
      <progress aria-label={labels.title()} max={Math.max(progress.total, 1)} value={progress.done} />
      <p role="status">
        {labels.progress({ done: progress.done, total: progress.total })}
        {progress.phase === 'processing' ? ` · ${labels.rate({ rate: Math.round(progress.rate) })}` : ''}
      </p>
      {finished ? (
        <div className="payout-processing-summary" role={messages.length > 0 ? 'alert' : 'status'}>
          {messages.length > 0
            ? messages.map((message) => <p key={message}>{message}</p>)
            : labels.allDone({ accepted: progress.accepted, skipped: progress.skipped })}
        </div>
      ) : null}
      <div className="payout-processing-actions">
        {progress.phase === 'processing' ? (
          <Button size="sm" onClick={() => run.stop()}>
            {labels.stop()}
          </Button>
        ) : null}
        {progress.phase === 'stopped' ? (
          <Button size="sm" onClick={() => run.resume()}>
            {labels.resume()}
          </Button>
        ) : null}
        {finished && progress.failed > 0 ? (
          <Button variant="primary" size="sm" onClick={() => run.retryFailed()}>
            {labels.retryFailed()}
          </Button>
        ) : null}
      </div>
      <ol className="payout-processing-items" aria-label={labels.outcomes()}>
        {progress.items.map((item) => (
          <li key={item.code} className={`payout-processing-item payout-processing-${item.state}`}>
            <code>{item.code}</code> {labels.states[item.state]()}
            {item.reason && item.state !== 'accepted' ? `: ${item.reason}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
