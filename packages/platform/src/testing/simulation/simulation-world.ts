import { createLogger, type Logger } from '../../http/logger.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../services/webhooks/testing/webhook-receiver.ts';
import { startTestPlatform, type TestPlatform } from '../test-platform.ts';

/** What every seed of a simulation runs against: one real platform (database, services) and a real receiver. */
export interface SimulationWorld {
  platform: TestPlatform;
  receiver: WebhookReceiver;
  logger: Logger;
  /** Counts the runs in this world, so each keeps its own job keys and division apart from the ones before. */
  runs: number;
  close(): Promise<void>;
}

export async function startSimulationWorld(): Promise<SimulationWorld> {
  const platform = await startTestPlatform();
  const receiver = await startWebhookReceiver();
  return {
    platform,
    receiver,
    logger: createLogger('silent'),
    runs: 0,
    async close() {
      await receiver.close();
      await platform.close();
    },
  };
}
