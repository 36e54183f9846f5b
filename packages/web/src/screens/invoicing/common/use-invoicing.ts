import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicesKeys } from '../../../lib/cache/invoices-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The division's invoices a query lists (every one without), newest period first. */
export function useInvoices(scope: MerchantScope, query: string | undefined) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: invoicesKeys.invoices(scope, query),
    queryFn: ({ signal }) =>
      clients.invoicingBilling.listInvoices({ params: scope, query: query ? { query } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(scope: MerchantScope, invoiceCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: invoicesKeys.invoice(scope, invoiceCode),
    queryFn: ({ signal }) => clients.invoicingBilling.getInvoice({ params: { ...scope, invoiceCode }, signal }),
  });
}

/** The division's contracts, newest first. */
export function useFeeContracts(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: invoicesKeys.contracts(scope),
    queryFn: ({ signal }) => clients.invoicingBilling.listFeeContracts({ params: scope, query: {}, signal }),
  });
}

export function useFeeContract(scope: MerchantScope, contractCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: invoicesKeys.contract(scope, contractCode),
    queryFn: ({ signal }) => clients.invoicingBilling.getFeeContract({ params: { ...scope, contractCode }, signal }),
  });
}

/** Downloads an invoice's PDF. */
export function useInvoicePdf(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return (invoiceCode: string) => clients.invoicingBilling.downloadInvoicePdf({ params: { ...scope, invoiceCode } });
}
