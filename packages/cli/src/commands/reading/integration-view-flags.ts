import { bankLineStatuses, bankLineTypes } from '@ops/core/contract';
import { optional } from './read-helpers.ts';

/**
 * The web's integration filters of an older link to the bank or PSP lines list (and of a view saved from one):
 * `status` and `type`, as `--status` and `--type`; an unknown value is left out.
 */
export const integrationViewFlags = (filters: Readonly<Record<string, string>>) => ({
  ...optional(
    'status',
    bankLineStatuses.find((status) => status === filters.status),
  ),
  ...optional(
    'type',
    bankLineTypes.find((type) => type === filters.type),
  ),
});
