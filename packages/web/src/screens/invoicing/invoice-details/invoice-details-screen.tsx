import type { MerchantScope } from '@ops/core/api';
import type { Invoice } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { failureMessage } from '@ops/core/errors';
import { formatMoney, formatPercent } from '@ops/core/money';
import { useState } from 'react';
import { useParams } from 'wouter';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { saveFile } from '../../../lib/files/save-file.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button, buttonClassName } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { LoadFailure } from '../../../ui/load-failure/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { useInvoice, useInvoicePdf } from '../common/use-invoicing.ts';
import '../invoicing.css';

/** `/invoices/{invoiceCode}`: an invoice's facts, its lines (spec section 3), subtotal, VAT and total, and its PDF. */
export function InvoiceDetailsScreen() {
  const { t } = useI18n();
  const { invoiceCode = '' } = useParams<{ invoiceCode: string }>();
  usePageTitle(t.invoicing.invoice.title());
  const scope = useMerchantScope();
  return (
    <div className="invoicing-screen">
      <PageHeader
        actions={
          <AppLink to="/invoices" className={buttonClassName()}>
            {t.invoicing.invoice.back()}
          </AppLink>
        }
      />
      {scope ? <InvoiceBody scope={scope} invoiceCode={invoiceCode} /> : null}
    </div>
  );
}

function InvoiceBody({ scope, invoiceCode }: { scope: MerchantScope; invoiceCode: string }) {
  const { t } = useI18n();
  const invoice = useInvoice(scope, invoiceCode);
  if (invoice.isError) return <LoadFailure error={invoice.error} onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  return (
    <>
      <InvoiceFacts scope={scope} invoice={invoice.data} />
      <InvoiceLines invoice={invoice.data} />
    </>
  );
}

function InvoiceFacts({ scope, invoice }: { scope: MerchantScope; invoice: Invoice }) {
  const { t, locale } = useI18n();
  const { fields } = t.invoicing;
  const download = useInvoicePdf(scope);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const downloadPdf = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      saveFile(await download(invoice.code), `${invoice.code}.pdf`);
    } catch (error) {
      setFailure(failureMessage(error, { t, locale }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={t.invoicing.invoice.heading({ code: invoice.code })}
      headingLevel={3}
      actions={
        <Button onClick={() => void downloadPdf()} busy={busy}>
          {t.invoicing.invoice.downloadPdf()}
        </Button>
      }
    >
      <dl className="invoicing-facts">
        <dt>{fields.invoiceNumber()}</dt>
        <dd>
          <code>{invoice.code}</code>
        </dd>
        <dt>{fields.period()}</dt>
        <dd>
          {invoice.periodFrom} – {invoice.periodTo}
        </dd>
        <dt>{fields.accountCode()}</dt>
        <dd>
          <code>{invoice.accountCode}</code>
        </dd>
        <dt>{fields.accountName()}</dt>
        <dd>{invoice.accountName}</dd>
        <dt>{fields.created()}</dt>
        <dd>{formatTableDate(invoice.createdAt)}</dd>
        <dt>{fields.status()}</dt>
        <dd>
          <StatusBadge status={invoice.status} />
        </dd>
        <dt>{t.invoicing.invoice.contract()}</dt>
        <dd>
          <AppLink to={`/contracts/${invoice.contractCode}`}>
            <code>{invoice.contractCode}</code>
          </AppLink>
        </dd>
        <dt>{t.invoicing.invoice.transfer()}</dt>
        <dd>
          <code>{invoice.balanceTransferCode}</code>
        </dd>
      </dl>
      <FormFailure message={failure} />
    </Card>
  );
}

function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, locale } = useI18n();
  const labels = t.invoicing;
  const money = (amount: number) => formatMoney(amount, invoice.currency, locale);
  return (
    <Card title={labels.invoice.lines()} headingLevel={3}>
      <table className="invoicing-lines" aria-label={labels.invoice.title()}>
        <thead>
          <tr>
            <th scope="col">{labels.invoice.line()}</th>
            <th scope="col" className="invoicing-amount">
              {labels.invoice.quantity()}
            </th>
            <th scope="col" className="invoicing-amount">
              {labels.invoice.base()}
            </th>
            <th scope="col" className="invoicing-amount">
              {labels.invoice.amount()}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.kind}>
              <th scope="row">{labels.lines[line.kind]()}</th>
              <td className="invoicing-amount">{line.quantity}</td>
              <td className="invoicing-amount">{line.base === null ? '' : money(line.base)}</td>
              <td className="invoicing-amount">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {labels.fields.subtotal()}
            </th>
            <td className="invoicing-amount">{money(invoice.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {labels.fields.vat()} ({formatPercent(invoice.vatBasisPoints / 10_000, locale)})
            </th>
            <td className="invoicing-amount">{money(invoice.vat)}</td>
          </tr>
          <tr className="invoicing-total">
            <th scope="row" colSpan={3}>
              {labels.fields.total()}
            </th>
            <td className="invoicing-amount">{money(invoice.total)}</td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}
