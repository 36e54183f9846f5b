// The records of the demo division the detail pictures show, asked of the platform so the pictures follow the seed.
import { demoScope } from '../bench/bench-browser.ts';

export interface DemoSubjects {
  /** An active seller with money: its balance tab has mutations to show. */
  sellerCode: string;
  transactionCode: string;
  payoutRequestCode: string;
  /** An invoice made for the pictures (the seed has contracts, not invoices). */
  invoiceCode: string;
  contractCode: string;
}

const { merchantCode, divisionCode } = demoScope;
const division = `merchants/${merchantCode}/divisions/${divisionCode}`;

/** Where the platform answers and the ops user's headers (bearer token and user) for it. */
export interface OpsCaller {
  baseUrl: string;
  headers: Record<string, string>;
}

async function read<T>(caller: OpsCaller, path: string, what: string): Promise<T> {
  const headers = { ...caller.headers, 'merchant-code': merchantCode, 'merchant-division-code': divisionCode };
  const response = await fetch(`${caller.baseUrl}/api/${path}`, { headers });
  if (!response.ok) throw new Error(`no ${what} in the demo data: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function codesOf(caller: OpsCaller, path: string, what: string): Promise<string[]> {
  const { elements } = await read<{ elements: { code: string }[] }>(caller, path, what);
  if (elements.length === 0) throw new Error(`no ${what} in the demo data (${path})`);
  return elements.map(({ code }) => code);
}

async function firstCode(caller: OpsCaller, path: string, what: string): Promise<string> {
  const [code] = await codesOf(caller, path, what);
  return code as string;
}

/**
 * A transaction of the seed that moved money, so its details have a balance impact to show. The list is newest
 * first and other specs add transactions while this runs (a split just created has moved nothing yet): walk it from
 * the oldest of the page, which the seed made.
 */
async function settledTransactionCode(caller: OpsCaller): Promise<string> {
  const what = 'transaction with a balance impact';
  const codes = await codesOf(
    caller,
    `main/api/v1/fund/split-payments?merchantCode=${merchantCode}&divisionCode=${divisionCode}&limit=100`,
    what,
  );
  for (const code of codes.reverse()) {
    const details = await read<{ balanceImpact: unknown[] }>(
      caller,
      `insights/api/v2/merchants/${merchantCode}/divisions/${divisionCode}/split-details/${code}`,
      what,
    );
    if (details.balanceImpact.length > 0) return code;
  }
  throw new Error(`no ${what} in the demo data`);
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * An invoice of the demo division under its active contract, made when there is none yet: last month's, or, when
 * its income account cannot pay that, yesterday's. Several runs (the accessibility spec's workers) share one
 * platform, and a second invoice of a period is refused, so a refusal looks again for the one made meanwhile.
 */
async function demoInvoice(caller: OpsCaller): Promise<string> {
  const invoices = `${caller.baseUrl}/api/invoicing/${division}/invoices`;
  const existing = async () => {
    const response = await fetch(invoices, { headers: caller.headers });
    return ((await response.json()) as { elements: { code: string }[] }).elements[0]?.code;
  };
  const now = new Date();
  const periods = [
    {
      from: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))),
      to: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))),
    },
    { from: isoDay(new Date(now.getTime() - 86_400_000)), to: isoDay(new Date(now.getTime() - 86_400_000)) },
  ];
  const refusals: string[] = [];
  for (const period of periods) {
    const found = await existing();
    if (found) return found;
    const response = await fetch(invoices, {
      method: 'POST',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      body: JSON.stringify(period),
    });
    if (response.ok) return ((await response.json()) as { code: string }).code;
    refusals.push(`${period.from}..${period.to}: ${response.status} ${await response.text()}`);
  }
  const found = await existing();
  if (!found) throw new Error(`no invoice for the demo division: ${refusals.join('; ')}`);
  return found;
}

export async function findDemoSubjects(caller: OpsCaller): Promise<DemoSubjects> {
  return {
    sellerCode: await firstCode(
      caller,
      `accountowner/api/v2/accountowners/${division}/accountholders?status=ACTIVE&hideNoBalance=true&limit=1`,
      'active seller with money',
    ),
    transactionCode: await settledTransactionCode(caller),
    payoutRequestCode: await firstCode(
      caller,
      `main/api/v1/fund/payout-requests/${division}?limit=1`,
      'payout request',
    ),
    invoiceCode: await demoInvoice(caller),
    contractCode: await firstCode(caller, `invoicing/${division}/contracts?status=ACTIVE`, 'active contract'),
  };
}
