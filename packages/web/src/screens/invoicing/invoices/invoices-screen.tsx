import { createInvoiceAction } from '@ops/core/actions';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button } from '../../../ui/button/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { CreateInvoiceDialog } from './create-invoice-dialog.tsx';
import { InvoiceFilterBar } from './invoice-filter-bar.tsx';
import { invoiceFilterKeys, invoiceQueryText } from './invoice-list-query.ts';
import { InvoiceTable, invoiceColumnIds } from './invoice-table.tsx';
import '../invoicing.css';

/**
 * `/invoices`: the bound division's invoices, their saved views, their query and filters (one state, `q`, in the URL),
 * and Create invoice (also from the palette).
 */
export function InvoicesScreen() {
  const { t } = useI18n();
  usePageTitle(t.invoicing.invoices.title());
  const scope = useMerchantScope();
  const search = useSearch();
  const [creating, setCreating] = useState(false);
  const mayCreate = useActionAllowed(createInvoiceAction);
  useActionSubject(undefined, { 'invoices.create': () => setCreating(true) });
  return (
    <div className="invoicing-screen">
      <PageHeader
        description={t.invoicing.invoices.description()}
        actions={
          mayCreate ? (
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t.invoicing.create.action()}
            </Button>
          ) : undefined
        }
      />
      <CreateInvoiceDialog open={creating && mayCreate} onOpenChange={setCreating} />
      {scope ? (
        <>
          <SavedViewBar
            list="invoices"
            tableId="invoices"
            filterKeys={invoiceFilterKeys}
            columnIds={invoiceColumnIds}
          />
          <InvoiceFilterBar />
          <InvoiceTable scope={scope} query={invoiceQueryText(search)} />
        </>
      ) : null}
    </div>
  );
}
