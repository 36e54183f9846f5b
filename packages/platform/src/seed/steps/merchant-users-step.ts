import { merchantUsers } from '../../db/schema/index.ts';
import { insertMissingRows } from '../bulk-insert.ts';
import { daysBeforeSeed } from '../seed-size.ts';
import type { SeedStep } from './seed-step.ts';

/** The demo merchant whose Configurations → Users shows some users; the other merchants show the empty state. */
const demoMerchantCode = 'M-HOLLAND-GOODS';

const demoUsers = [
  {
    username: 'hg.admin',
    email: 'admin@holland-goods.example',
    firstName: 'Hanna',
    lastName: 'de Groot',
    isAdmin: true,
  },
  { username: 'hg.finance', email: 'finance@holland-goods.example', firstName: 'Joost', lastName: 'Visser' },
  { username: 'hg.warehouse', email: null, firstName: 'Sanne', lastName: 'Bakker' },
  {
    username: 'hg.former',
    email: 'former@holland-goods.example',
    firstName: 'Pieter',
    lastName: 'Smit',
    enabled: false,
  },
];

/** A few users of the demo merchant, without passwords: a password-reset e-mail lets them set one. */
export const merchantUsersStep: SeedStep = {
  name: 'merchant-users',
  async run(database) {
    await database.transaction((tx) =>
      insertMissingRows(
        tx,
        merchantUsers,
        demoUsers.map((user, position) => ({
          id: `MU-DEMO-${user.username}`,
          merchantCode: demoMerchantCode,
          enabled: true,
          isAdmin: false,
          ...user,
          createdAt: daysBeforeSeed(90 - position * 20),
        })),
      ),
    );
  },
};
