import type { AccountHolderStatus, KycDataChange, KycTaskReason } from '@ops/core/contract';
import type { accountHolders, kycHistoryEntries, kycTasks } from '../db/schema/index.ts';
import { createRandom, seedOf } from './random.ts';
import { daysBeforeSeed } from './seed-size.ts';

type SellerRow = Pick<
  typeof accountHolders.$inferSelect,
  'code' | 'merchantCode' | 'divisionCode' | 'status' | 'firstName' | 'lastName' | 'legalName' | 'city' | 'street'
>;
type TaskRow = typeof kycTasks.$inferInsert;
type HistoryRow = typeof kycHistoryEntries.$inferInsert;

/** The analyst who holds the demo's assigned tasks; ops@sandbox.test starts with none of their own. */
export const demoAssignee = 'support@sandbox.test';
const demoAnalysts = ['ops@sandbox.test', 'support@sandbox.test'] as const;

const openReasons: ReadonlyArray<readonly [KycTaskReason, number]> = [
  ['SELLER_CREATED', 4],
  ['DATA_CHANGED', 3],
  ['DOCUMENTS', 3],
];

const externalComments: Partial<Record<AccountHolderStatus, string>> = {
  ACTIVE: 'Your account is verified. Welcome aboard!',
  MISSING_DATA: 'Please upload a clear photo of both sides of your ID card.',
  FAILED: 'We could not verify your identity with the documents provided.',
  REJECTED: 'We cannot offer our services to your business.',
};

const internalComments: Partial<Record<AccountHolderStatus, string>> = {
  ACTIVE: 'Identity and address match the registry extract.',
  MISSING_DATA: 'ID photo blurred; back side missing.',
  FAILED: 'Name on the document differs from the registration.',
  REJECTED: 'Sanctions list hit confirmed by compliance.',
};

const field = (name: string, after: string | null): KycDataChange[] =>
  after === null ? [] : [{ field: name, before: null, after }];

/**
 * A seller's KYC demo rows, drawn from its own stream: a seller under review has a task (one in eight assigned
 * to the demo analyst); a decided seller has a done task for each entry of its history, whose changes are its
 * identity arriving, then its address corrected.
 */
export function kycDemoRows(seller: SellerRow): { tasks: TaskRow[]; history: HistoryRow[] } {
  const random = createRandom(seedOf(`kyc:${seller.code}`, 0));
  const opened = daysBeforeSeed(random.int(1, 40) + random.next());
  const base = { accountHolderCode: seller.code, merchantCode: seller.merchantCode, divisionCode: seller.divisionCode };
  if (seller.status === 'IN_PROGRESS') {
    const assigned = random.chance(1 / 8);
    return {
      tasks: [
        {
          ...base,
          code: `KT-${seller.code}-1`,
          reason: random.weighted(openReasons),
          status: assigned ? 'ASSIGNED' : 'OPEN',
          assignee: assigned ? demoAssignee : null,
          assignedAt: assigned ? daysBeforeSeed(random.int(0, 1) + random.next()) : null,
          createdAt: opened,
        },
      ],
      history: [],
    };
  }
  const analyst = random.pick(demoAnalysts);
  const firstDecision = new Date(opened.getTime() + 3_600_000 * random.int(1, 30));
  const first: HistoryRow = {
    code: `KH-${seller.code}-1`,
    accountHolderCode: seller.code,
    previousStatus: 'IN_PROGRESS',
    status: 'MISSING_DATA',
    tier: 'ADVANCED_KYC',
    analyst,
    decider: 'OPS',
    externalComment: externalComments.MISSING_DATA ?? null,
    internalComment: internalComments.MISSING_DATA ?? null,
    changes: {
      new: [
        ...field('legalName', seller.legalName),
        ...field('firstName', seller.firstName),
        ...field('lastName', seller.lastName),
        ...field('address.city', seller.city),
      ],
      updated: [],
      removed: [],
    },
    createdAt: firstDecision,
  };
  const tasks: TaskRow[] = [
    {
      ...base,
      code: `KT-${seller.code}-1`,
      reason: 'SELLER_CREATED',
      status: 'DONE',
      createdAt: opened,
      closedAt: firstDecision,
    },
  ];
  if (seller.status === 'MISSING_DATA') return { tasks, history: [first] };
  const reopened = new Date(firstDecision.getTime() + 86_400_000 * random.int(1, 5));
  const decided = new Date(reopened.getTime() + 3_600_000 * random.int(1, 20));
  const street = seller.street ?? 'Stationsweg';
  const earlierStreet = random.pick(['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Schoolstraat']);
  tasks.push({
    ...base,
    code: `KT-${seller.code}-2`,
    reason: 'DOCUMENTS',
    status: 'DONE',
    createdAt: reopened,
    closedAt: decided,
  });
  const second: HistoryRow = {
    code: `KH-${seller.code}-2`,
    accountHolderCode: seller.code,
    previousStatus: 'IN_PROGRESS',
    status: seller.status,
    tier: 'ADVANCED_KYC',
    analyst,
    decider: 'OPS',
    externalComment: externalComments[seller.status] ?? null,
    internalComment: internalComments[seller.status] ?? null,
    changes: {
      new: [{ field: 'documents.ID_CARD.photos', before: null, after: 'id-front.jpg, id-back.jpg' }],
      updated: [{ field: 'address.street', before: earlierStreet, after: street }],
      removed: [{ field: 'documents.PASSPORT.number', before: 'NX0000000', after: null }],
    },
    createdAt: decided,
  };
  return { tasks, history: [first, second] };
}
