import { createInvoiceAction } from '@ops/core/actions';
import { useState } from 'react';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button } from '../../../ui/button/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { CreateInvoiceDialog } from './create-invoice-dialog.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import '../invoicing.css';

/** `/invoices`: the bound division's invoices, and Create invoice (also from the palette). */
export function InvoicesScreen() {
  const { t } = useI18n();
  usePageTitle(t.invoicing.invoices.title());
  const scope = useMerchantScope();
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
      {scope ? <InvoiceTable scope={scope} /> : null}
    </div>
  );
}
