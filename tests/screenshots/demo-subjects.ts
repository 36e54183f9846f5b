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

async function firstCode(caller: OpsCaller, path: string, what: string): Promise<string> {
  const headers = { ...caller.headers, 'merchant-code': merchantCode, 'merchant-division-code': divisionCode };
  const response = await fetch(`${caller.baseUrl}/api/${path}`, { headers });
  if (!response.ok) throw new Error(`no ${what} in the demo data: ${response.status} ${await response.text()}`);
  const { elements } = (await response.json()) as { elements: { code: string }[] };
  const code = elements[0]?.code;
  if (!code) throw new Error(`no ${what} in the demo data (${path})`);
  return code;
}

export async function findDemoSubjects(caller: OpsCaller): Promise<DemoSubjects> {
  return {
    sellerCode: await firstCode(
      caller,
      `accountowner/api/v2/accountowners/${division}/accountholders?status=ACTIVE&hideNoBalance=true&limit=1`,
      'active seller with money',
    ),
    // The list is scoped by its query, not by the headers.
    transactionCode: await firstCode(
      caller,
      `main/api/v1/fund/split-payments?merchantCode=${merchantCode}&divisionCode=${divisionCode}&limit=1`,
      'transaction',
    ),
    payoutRequestCode: await firstCode(
      caller,
      `main/api/v1/fund/payout-requests/${division}?limit=1`,
      'payout request',
    ),
  };
}
