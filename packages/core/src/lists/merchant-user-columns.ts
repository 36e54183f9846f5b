import type { MerchantUser } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** A merchant's users (Configurations → Users, `ops users list`). */
export const merchantUserColumns = listColumns<MerchantUser>([
  { field: 'username', headerKey: 'merchantUsers.columns.username', value: (user) => user.username },
  { field: 'email', headerKey: 'merchantUsers.columns.email', value: (user) => user.email },
  { field: 'firstName', headerKey: 'merchantUsers.columns.firstName', value: (user) => user.firstName },
  { field: 'lastName', headerKey: 'merchantUsers.columns.lastName', value: (user) => user.lastName },
  { field: 'enabled', kind: 'boolean', headerKey: 'merchantUsers.columns.enabled', value: (user) => user.enabled },
  { field: 'isAdmin', kind: 'boolean', headerKey: 'merchantUsers.columns.isAdmin', value: (user) => user.isAdmin },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'merchantUsers.columns.createdAt',
    value: (user) => user.createdAt,
  },
]);
