import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { merchantUsersKeys } from '../../../lib/cache/merchant-users-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** One page (1-based) of the merchant's users, newest first, narrowed by a search when given. */
export function useMerchantUsers(
  merchantCode: string,
  search: string | undefined,
  listPage: { page: number; pageSize: number },
) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: merchantUsersKeys.list(merchantCode, search, listPage),
    queryFn: ({ signal }) =>
      clients.merchantUsers.listMerchantUsers({
        params: { merchantCode },
        query: { page: listPage.page, limit: listPage.pageSize, ...(search ? { search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
