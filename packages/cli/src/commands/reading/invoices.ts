import type { FeeContract, Invoice, InvoiceLine } from '@ops/core/contract';
import { invoiceQueryFields } from '@ops/core/list-query';
import { feeContractColumns, invoiceColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import type { QueryFlags } from './list-query-option.ts';
import { amountColumn, moneyOf, optional, outputColumnsOf, requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

/** The page of a list the invoicing service answers whole. */
function pageOf<Row>(elements: readonly Row[], page: number, limit: number) {
  return { elements: elements.slice((page - 1) * limit, page * limit), totalCount: elements.length };
}

function invoiceFields(context: CliContext, flags: FormatFlags): OutputColumn<Invoice>[] {
  const { fields, invoice } = context.t.invoicing;
  const amount = (header: string, pick: (row: Invoice) => number) =>
    amountColumn(context, flags, header, (row: Invoice) => ({ amount: pick(row), currency: row.currency }));
  return [
    ...outputColumnsOf(context, flags, invoiceColumns),
    { header: invoice.contract(), value: (row) => row.contractCode },
    { header: invoice.transfer(), value: (row) => row.balanceTransferCode },
    amount(fields.subtotal(), (row) => row.subtotal),
    { header: fields.vatRate(), value: (row) => `${row.vatBasisPoints / 100}%` },
    amount(fields.vat(), (row) => row.vat),
  ];
}

function lineColumns(context: CliContext, flags: FormatFlags, currency: string): OutputColumn<InvoiceLine>[] {
  const { t } = context;
  const money = moneyOf(context, flags);
  return [
    { header: t.invoicing.invoice.line(), value: (line) => t.invoicing.lines[line.kind]() },
    { header: t.invoicing.invoice.quantity(), value: (line) => line.quantity },
    { header: t.invoicing.invoice.base(), value: (line) => (line.base === null ? '' : money(line.base, currency)) },
    { header: t.invoicing.invoice.amount(), value: (line) => money(line.amount, currency) },
  ];
}

interface TierRow {
  bound: string;
  rate: string;
}

/** A contract's tiers as the detail screen shows them: 'Up to €10,000.00', then '€10,000.00 or more'. */
function tierRows(context: CliContext, flags: FormatFlags, contract: FeeContract): TierRow[] {
  const { upTo, orMore } = context.t.invoicing.contract;
  const money = moneyOf(context, flags);
  return contract.volumeTiers.map((tier, index) => {
    const previous = contract.volumeTiers[index - 1]?.upTo ?? 0;
    return {
      bound:
        tier.upTo === null
          ? orMore({ amount: String(money(previous, contract.currency)) })
          : upTo({ amount: String(money(tier.upTo, contract.currency)) }),
      rate: `${tier.rateBasisPoints / 100}%`,
    };
  });
}

function tierColumns(context: CliContext): OutputColumn<TierRow>[] {
  const { contract } = context.t.invoicing;
  return [
    { header: contract.tier(), value: (tier) => tier.bound },
    { header: contract.rate(), value: (tier) => tier.rate },
  ];
}

function contractFields(context: CliContext, flags: FormatFlags): OutputColumn<FeeContract>[] {
  const { t } = context;
  const lines = t.invoicing.lines;
  const fee = (label: string, amount: (contract: FeeContract) => number): OutputColumn<FeeContract> =>
    amountColumn(context, flags, label, (contract: FeeContract) => ({
      amount: amount(contract),
      currency: contract.currency,
    }));
  return [
    ...outputColumnsOf(context, flags, feeContractColumns),
    fee(lines.PLATFORM(), (contract) => contract.platformFee),
    fee(lines.KYC_INDIVIDUAL(), (contract) => contract.kycIndividualFee),
    fee(lines.KYC_BUSINESS(), (contract) => contract.kycBusinessFee),
    fee(lines.KYC_SELLER(), (contract) => contract.kycSellerFee),
    fee(lines.BALANCE_TRANSFER(), (contract) => contract.balanceTransferFee),
    { header: lines.NEGATIVE_INTEREST(), value: (contract) => `${contract.negativeInterestBasisPoints / 100}%` },
    fee(lines.FIXED(), (contract) => contract.fixedFee),
    { header: t.invoicing.fields.vatRate(), value: (contract) => `${contract.vatBasisPoints / 100}%` },
    { header: t.invoicing.fields.createdBy(), value: (contract) => contract.createdBy },
  ];
}

/**
 * `ops invoices list|show` and `ops contracts list|show`, of the bound division (`ops invoices create` is the
 * registry's action).
 */
export function registerInvoiceCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const invoices = group('invoices');
  addListCommand(invoices, context, {
    description: t.invoicing.cli.invoices(),
    examples: [
      'ops invoices list',
      'ops invoices list --csv > invoices.csv',
      "ops invoices list --query 'currency:EUR amount>=100 period>=-3m'",
    ],
    columns: invoiceColumns,
    queryFields: invoiceQueryFields,
    views: { list: 'invoices' },
    fetchPage: async (clients, flags: ListFlags & ScopeFlags & QueryFlags & ViewFlags, page, limit) =>
      pageOf(
        (
          await clients.invoicingBilling.listInvoices({
            params: requireScope(context, flags),
            query: { ...optional('query', flags.query) },
          })
        ).elements,
        page,
        limit,
      ),
  });
  addShowCommand(invoices, context, {
    description: t.invoicing.cli.invoice(),
    examples: ['ops invoices show INV-12345', 'ops invoices show INV-12345 --json'],
    scoped: true,
    async record(_clients, invoiceCode, flags) {
      const scope = requireScope(context, flags);
      const invoice = await clientsOf(context, scope).invoicingBilling.getInvoice({
        params: { ...scope, invoiceCode },
      });
      const lines = recordSection(
        t.invoicing.invoice.title(),
        lineColumns(context, flags, invoice.currency),
        invoice.lines,
      );
      return { fields: invoiceFields(context, flags), row: invoice, document: invoice, sections: [lines] };
    },
  });

  const contracts = group('contracts');
  addListCommand(contracts, context, {
    description: t.invoicing.cli.contracts(),
    examples: ['ops contracts list', 'ops contracts list --json'],
    columns: feeContractColumns,
    fetchPage: async (clients, flags: ListFlags & ScopeFlags, page, limit) =>
      pageOf(
        (await clients.invoicingBilling.listFeeContracts({ params: requireScope(context, flags), query: {} })).elements,
        page,
        limit,
      ),
  });
  addShowCommand(contracts, context, {
    description: t.invoicing.cli.contract(),
    examples: ['ops contracts show CT-12345', 'ops contracts show CT-12345 --json'],
    scoped: true,
    async record(_clients, contractCode, flags) {
      const scope = requireScope(context, flags);
      const contract = await clientsOf(context, scope).invoicingBilling.getFeeContract({
        params: { ...scope, contractCode },
      });
      const tiers = recordSection(
        t.invoicing.contract.tiers(),
        tierColumns(context),
        tierRows(context, flags, contract),
      );
      return { fields: contractFields(context, flags), row: contract, document: contract, sections: [tiers] };
    },
  });
}
