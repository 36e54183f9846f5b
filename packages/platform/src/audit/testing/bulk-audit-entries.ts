import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

const chunk = 50_000;
const merchants = 24;
const divisionsPerMerchant = 3;
const opsPeople = 40;
const spanDays = 365;

/** The kinds of object the bulk trail touches, each with the calls that change it (route ids). */
const entityKinds = [
  ['accountHolder', 'AH', ['createAccountHolder', 'updateAccountHolder', 'deleteAccountHolder']],
  ['payoutRequest', 'PR', ['createPayoutRequest', 'processPayoutRequests', 'cancelPayoutRequest']],
  ['balanceTransfer', 'BT', ['createBalanceTransfer']],
  ['splitTransaction', 'SP', ['refundSplitTransaction', 'cancelSplitTransaction']],
  ['kycTask', 'KT', ['assignKycTask', 'completeKycTask']],
  ['approvalRequest', 'AR', ['approveApprovalRequest', 'rejectApprovalRequest']],
  ['divisionConfig', 'DC', ['updateDivisionConfig']],
  ['bankStatement', 'BS', ['importBankStatement']],
  ['merchant', 'M', ['createMerchant', 'updateMerchant']],
  ['user', 'U', ['createUser', 'updateUserRoles']],
] as const;

/** Sources by share of the calls: the web most, then the cli and the API, the palette, and jobs. */
const sourceOf = (draw: string) =>
  `case when ${draw} < 0.45 then 'WEB' when ${draw} < 0.65 then 'CLI' when ${draw} < 0.85 then 'API'
    when ${draw} < 0.95 then 'PALETTE' else 'JOB' end`;

const quoted = (text: string) => `'${text}'`;
const kindTypes = `array[${entityKinds.map(([type]) => quoted(type)).join(', ')}]`;
const kindPrefixes = `array[${entityKinds.map(([, prefix]) => quoted(prefix)).join(', ')}]`;
/** Every kind's actions in one array, with where each kind's start (1-based) and how many it has. */
const kindActions = `array[${entityKinds.flatMap(([, , actions]) => actions.map(quoted)).join(', ')}]`;
const actionStarts: number[] = [];
let nextStart = 1;
for (const [, , actions] of entityKinds) {
  actionStarts.push(nextStart);
  nextStart += actions.length;
}
const kindActionStart = `array[${actionStarts.join(', ')}]`;
const kindActionCount = `array[${entityKinds.map(([, , actions]) => actions.length).join(', ')}]`;

/** The merchant code of the bulk trail's merchant `n` (1-based), and its division `d`. */
export const bulkMerchantCode = (n: number) => `M-AUDIT-${String(n).padStart(2, '0')}`;
export const bulkDivisionCode = (n: number, d: number) => `${bulkMerchantCode(n)}-D${d}`;
export const bulkOpsEmail = (n: number) => `ops${String(n).padStart(2, '0')}@sandbox.test`;

/**
 * Audit entries `from` to `to` (1-based numbers) of `total`, one transaction: oldest first over the last year,
 * spread over 24 merchants (a few large, many small), three divisions each, 40 ops people (and jobs), ten kinds of
 * object and their calls, and every source; one in ten bound to no merchant (processing across merchants, jobs).
 * The trail's own triggers fill the origin and seal each entry as the transaction commits.
 */
function insertEntries(from: number, to: number, total: number): SQL {
  return sql.raw(`
    insert into audit_events (actor_email, action, entity_type, entity_id, before, after, at,
      merchant_code, division_code, source, reason)
    select case when source = 'JOB' then 'jobs@sandbox.test' else 'ops' || lpad(person::text, 2, '0') || '@sandbox.test' end,
      (${kindActions})[(${kindActionStart})[kind] + n % (${kindActionCount})[kind]],
      (${kindTypes})[kind], entity_id,
      case when n % 3 = 0 then null else jsonb_build_object('code', entity_id, 'status', 'OPEN', 'version', n % 7) end,
      jsonb_build_object('code', entity_id, 'status', 'DONE', 'version', n % 7 + 1, 'merchantCode', merchant),
      now() - interval '${spanDays} days' + (n::float8 / ${total}) * interval '${spanDays} days',
      merchant, division, source,
      case when n % 20 = 0 then 'Ticket ' || (n % 5000) end
    from (
      select n, kind, ${sourceOf('source_draw')} as source,
        (${kindPrefixes})[kind] || '-' || (1 + (n::bigint * 7919) % 40000) as entity_id,
        1 + floor(power(person_draw, 2) * ${opsPeople})::int as person,
        case when merchant_draw < 0.1 then null
          else 'M-AUDIT-' || lpad((1 + floor(power(merchant_draw, 3) * ${merchants}))::int::text, 2, '0') end as merchant,
        division_draw
      from (
        select n, 1 + floor(power(random(), 1.5) * ${entityKinds.length})::int as kind,
          random() as source_draw, random() as person_draw, random() as merchant_draw,
          1 + floor(random() * ${divisionsPerMerchant})::int as division_draw
        from generate_series(${from}, ${to}) as n
      ) drawn
    ) picked
    cross join lateral (select case when merchant is null then null else merchant || '-D' || division_draw end as division) d
    order by n`);
}

/**
 * Writes `total` audit entries through the trail's triggers (each sealed into the hash chain as its chunk commits),
 * `chunk` to a transaction, then vacuums and analyzes the tables. On PGlite (one connection, seeded once) the same
 * total draws the same rows, their times counted back from now.
 */
export async function writeBulkAuditEntries(
  database: Database,
  total: number,
  progress: (written: number) => void = () => {},
): Promise<void> {
  await database.db.execute(sql`select setseed(0.30)`);
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await database.transaction((tx) => tx.execute(insertEntries(from, to, total)));
    progress(to);
  }
  // Settled as autovacuum leaves them (hint bits, visibility map, statistics), so no reader pays for it later.
  await database.db.execute(sql`vacuum analyze audit_events`);
  await database.db.execute(sql`vacuum analyze audit_seals`);
}
