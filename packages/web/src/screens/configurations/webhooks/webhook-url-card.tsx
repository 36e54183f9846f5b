import { sendWebhookTestAction, setConfigAction } from '@ops/core/actions';
import type { WebhookEndpoint } from '@ops/core/contract';
import { type FormEvent, useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { TextField } from '../../../ui/text-field/index.ts';

/**
 * One webhook type's endpoint: its URL ('Missing URL' when saved empty, spec section 5), removing it, the
 * signing secret a receiver checks events with, and a test event.
 */
export function WebhookUrlCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useI18n();
  const labels = t.configurations.webhooks;
  const type = endpoint.webhookType;
  const [url, setUrl] = useState(endpoint.url ?? '');
  const [missing, setMissing] = useState(false);
  const update = useRegistryAction(setConfigAction, { fallback: labels.updateFailed(), success: labels.saved() });
  const test = useRegistryAction(sendWebhookTestAction, { success: labels.testSent() });
  const typeName = labels.types[type]();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    void update.run({ webhookUrls: { [type]: url.trim() } });
  };

  return (
    <Card title={typeName} description={labels.typeStatuses[type]()}>
      <form className="configuration-setting" onSubmit={save} noValidate>
        <TextField
          label={labels.url({ type: typeName })}
          type="url"
          value={url}
          onChange={setUrl}
          error={missing ? t.validation.missingUrl() : undefined}
        />
        <div className="configuration-row">
          {update.allowed ? (
            <Button type="submit" variant="primary" busy={update.busy}>
              {labels.save()}
            </Button>
          ) : null}
          {update.allowed && endpoint.url ? (
            <Button
              variant="danger"
              disabled={update.busy}
              onClick={() => {
                setUrl('');
                void update.run({ webhookUrls: { [type]: null } });
              }}
            >
              {labels.remove()}
            </Button>
          ) : null}
          {test.allowed ? (
            <Button disabled={!endpoint.url} busy={test.busy} onClick={() => void test.run({ webhookType: type })}>
              {labels.sendTest()}
            </Button>
          ) : null}
        </div>
        <FormFailure message={update.failure ?? test.failure} />
        <p>
          {labels.signingSecret()}: <code className="webhook-secret">{endpoint.signingSecret}</code>
        </p>
      </form>
    </Card>
  );
}
