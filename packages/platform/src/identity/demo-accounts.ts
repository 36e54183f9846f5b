import { type OpsRole, opsRoles } from '@ops/core/contract';

/** A sandbox account of the embedded identity provider. */
export interface DemoAccount {
  /** The `sub` claim. */
  id: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  /** A data: URL, so the sandbox needs no image host. */
  picture: string;
  /** Whether the account may use the ops dashboard at all. */
  opsStaff: boolean;
  /** The ops roles it signs in with until an admin sets others (`ops_account_roles`). */
  roles: readonly OpsRole[];
}

function initialsAvatar(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${background}"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="38" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const roleAccountNames: Record<OpsRole, { givenName: string; familyName: string; colour: string }> = {
  viewer: { givenName: 'Vera', familyName: 'Viewer', colour: '#56606b' },
  operator: { givenName: 'Otto', familyName: 'Operator', colour: '#2a6f97' },
  treasury: { givenName: 'Tess', familyName: 'Treasury', colour: '#7a5c00' },
  approver: { givenName: 'Abel', familyName: 'Approver', colour: '#6a3d9a' },
  admin: { givenName: 'Ada', familyName: 'Admin', colour: '#a33b3b' },
};

/** The demo account of one role, `<role>@sandbox.test`, holding that role alone. */
function roleAccount(role: OpsRole): DemoAccount {
  const { givenName, familyName, colour } = roleAccountNames[role];
  return {
    id: `demo-${role}`,
    email: `${role}@sandbox.test`,
    name: `${givenName} ${familyName}`,
    givenName,
    familyName,
    picture: initialsAvatar(`${givenName[0]}${familyName[0]}`, colour),
    opsStaff: true,
    roles: [role],
  };
}

/**
 * The sandbox's accounts. Olivia (ops@) and Oscar (oscar@) hold every role, so the demo flows and the tests that
 * sign in as them may do anything (Oscar approves what Olivia asks); Sven (support@) works KYC as an operator; one
 * account a role (viewer@, operator@, treasury@, approver@, admin@sandbox.test) shows what that role alone may do;
 * Wim (wim@) is a second viewer whose roles and sessions the ops roles tests change, so none of the others' do.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    id: 'demo-olivia-ops',
    email: 'ops@sandbox.test',
    name: 'Olivia Ops',
    givenName: 'Olivia',
    familyName: 'Ops',
    picture: initialsAvatar('OO', '#1d6b5a'),
    opsStaff: true,
    roles: opsRoles,
  },
  {
    id: 'demo-oscar-ops',
    email: 'oscar@sandbox.test',
    name: 'Oscar Ops',
    givenName: 'Oscar',
    familyName: 'Ops',
    picture: initialsAvatar('OO', '#5b3ba5'),
    opsStaff: true,
    roles: opsRoles,
  },
  {
    id: 'demo-sven-support',
    email: 'support@sandbox.test',
    name: 'Sven Support',
    givenName: 'Sven',
    familyName: 'Support',
    picture: initialsAvatar('SS', '#3b5ba5'),
    opsStaff: true,
    roles: ['operator'],
  },
  {
    id: 'demo-mila-merchant',
    email: 'merchant@sandbox.test',
    name: 'Mila Merchant',
    givenName: 'Mila',
    familyName: 'Merchant',
    picture: initialsAvatar('MM', '#9a4a1f'),
    opsStaff: false,
    roles: [],
  },
  ...opsRoles.map((role) => roleAccount(role)),
  {
    id: 'demo-wim-viewer',
    email: 'wim@sandbox.test',
    name: 'Wim Viewer',
    givenName: 'Wim',
    familyName: 'Viewer',
    picture: initialsAvatar('WV', '#4f6b56'),
    opsStaff: true,
    roles: ['viewer'],
  },
];

export function findDemoAccount(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return demoAccounts.find((account) => account.email === wanted);
}

export function findDemoAccountById(id: string): DemoAccount | undefined {
  return demoAccounts.find((account) => account.id === id);
}

/** The identity token claims of an account (scopes openid, email and profile). */
export function claimsOf(account: DemoAccount) {
  return {
    sub: account.id,
    email: account.email,
    email_verified: true,
    name: account.name,
    given_name: account.givenName,
    family_name: account.familyName,
    picture: account.picture,
  };
}
