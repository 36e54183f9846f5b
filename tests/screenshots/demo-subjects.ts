// The records of the demo division the detail pictures show, asked of the platform so the pictures follow the seed.
import { demoScope } from '../bench/bench-browser.ts';

export interface DemoSubjects {
  /** An active seller with money: its balance tab has mutations to show. */
  sellerCode: string;
  transactionCode: string;
  payoutRequestCode: string;
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
  };
}
