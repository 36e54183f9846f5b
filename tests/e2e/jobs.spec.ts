import { expect, test } from '@playwright/test';
import { notice } from './notice.ts';
import { newMerchant } from './ops-api.ts';
import { collectPageErrors, signIn } from './sign-in.ts';

const accountOwners = '/api/accountowner/api/v2/accountowners';
/** A host that never resolves: the platform refuses a delivery to it at once, and it goes to the dead letters. */
const refusedUrl = 'https://hooks.shop.example/kyc';

test('the admin finds a dead webhook delivery with its last error on Configurations → Jobs and redrives it', async ({
  page,
  request,
}) => {
  // A merchant of this spec alone: the demo division's webhooks, which other specs rely on, stay as they are.
  const { api, merchantCode, divisionCode } = await newMerchant(request, 'Dead Letter Goods');
  const division = `${accountOwners}/merchants/${merchantCode}/divisions/${divisionCode}`;
  await api.patch(`${division}/config`, { webhookUrls: { KYC: refusedUrl } });
  const delivery = (await api.post(`${division}/webhooks/KYC/test`, {})) as { id: string };
  const lastError = `webhook ${delivery.id}: Refused: hooks.shop.example is a reserved name that never resolves`;
  /** The tries of the delivery's job, once it is on the dead letters. */
  const deadTries = async () => {
    const jobs = (await api.get('/api/jobs/api/v1/jobs?queue=webhooks.deliver&state=failed&limit=100')) as {
      elements: { lastError: string; attempts: number }[];
    };
    return jobs.elements.find((job) => job.lastError === lastError)?.attempts;
  };
  // The platform's runner takes it at once (woken by the enqueue), and gives up on the refused host.
  await expect.poll(deadTries).toBe(1);

  const errors = collectPageErrors(page);
  await signIn(page, undefined, `/configurations/payouts?merchantCode=${merchantCode}&divisionCode=${divisionCode}`);
  await page.getByRole('navigation', { name: 'Configurations' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/configurations\/jobs\?/);
  await page.getByRole('table', { name: 'Queues' }).getByRole('button', { name: 'webhooks.deliver' }).click();

  const table = page.getByRole('table', { name: 'Jobs of webhooks.deliver' });
  const dead = table.getByRole('row', { name: new RegExp(lastError.replaceAll('.', '\\.')) });
  await expect(dead).toContainText('Failed');
  await dead.getByRole('button', { name: 'Redrive' }).click();
  await expect(notice(page, /Job \d+ is queued again/)).toBeVisible();
  // The redriven job tries the delivery once more (its second try), meets the same refusal and is back on the
  // dead letters.
  const deliveryTries = async () => {
    const log = (await api.get(`${division}/webhooks/KYC/deliveries`)) as {
      elements: { id: string; attempts: number }[];
    };
    return log.elements.find((entry) => entry.id === delivery.id)?.attempts;
  };
  await expect.poll(deliveryTries).toBe(2);
  await expect.poll(deadTries).toBe(1);
  expect(errors).toEqual([]);
});
