import { StatusBadge } from '../status-badge/index.ts';

/** The shared status badge under its old name, until the transactions screen, still being built, imports it. */
export const SellerStatus = StatusBadge;
