import { z } from 'zod';
import type { MerchantScope } from '../api/index.ts';
import { reportFormatSchema, reportScopeSchema, reportTypes } from '../contract/index.ts';
import { type ActionContext, defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

const code = z.string().trim().min(1);
const divisionFields = { merchantCode: code.optional(), divisionCode: code.optional() };

/** A report's division: the one given, else the bound one. */
function divisionOf(
  context: Pick<ActionContext, 'scope'>,
  given: { merchantCode?: string | undefined; divisionCode?: string | undefined },
): MerchantScope & { merchantCode: string; divisionCode: string } {
  if (given.merchantCode && given.divisionCode) {
    return { merchantCode: given.merchantCode, divisionCode: given.divisionCode };
  }
  if (context.scope?.merchantCode && context.scope.divisionCode) {
    return { merchantCode: context.scope.merchantCode, divisionCode: context.scope.divisionCode };
  }
  throw new ActionRefusal('validation.selectMerchant');
}

/**
 * Requests a report (a job on the platform generates it): answers the catalogue's 1001 and the report, SCHEDULED.
 * The platform checks the request with core's `checkReportRequest` and answers refusals with section 8's codes.
 */
export const requestReportAction = defineAction({
  id: 'reports.request',
  cliCommand: 'own',
  labelKey: 'reports.form.request',
  group: 'reports',
  keywords: ['report', 'statement', 'account statement', 'csv', 'pdf', 'export', 'rapportage', 'afschrift'],
  permission: 'ops',
  route: 'requestReport',
  needsMerchant: true,
  changes: ['reports'],
  parameters: z.object({
    type: z.enum(reportTypes),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    virtualAccountCode: code.optional(),
    format: reportFormatSchema.default('CSV'),
    scope: reportScopeSchema.optional(),
    today: z.boolean().default(false),
    ...divisionFields,
  }),
  run: (context, { type, merchantCode, divisionCode, ...body }) =>
    context.clients.invoicingReports.requestReport({
      params: { ...divisionOf(context, { merchantCode, divisionCode }), type },
      body,
    }),
});

/** Today's report of a type (from and to are today); a second one the same day is refused with 4011. */
export const requestTodaysReportAction = defineAction({
  id: 'reports.requestToday',
  labelKey: 'reports.form.requestToday',
  group: 'reports',
  keywords: ['report', 'today', 'statement', 'rapport van vandaag'],
  permission: 'ops',
  route: 'requestReport',
  needsMerchant: true,
  changes: ['reports'],
  parameters: z.object({
    type: z.enum(reportTypes),
    virtualAccountCode: code.optional(),
    format: reportFormatSchema.default('CSV'),
    scope: reportScopeSchema.optional(),
    ...divisionFields,
  }),
  run: (context, { type, merchantCode, divisionCode, ...body }) =>
    context.clients.invoicingReports.requestReport({
      params: { ...divisionOf(context, { merchantCode, divisionCode }), type },
      body: { ...body, today: true },
    }),
});

/** A generated report's file (CSV or PDF) as a File. */
export const downloadReportAction = defineAction({
  id: 'reports.download',
  labelKey: 'reports.download',
  group: 'reports',
  keywords: ['report', 'download', 'csv', 'pdf', 'downloaden'],
  permission: 'ops',
  route: 'downloadReport',
  needsMerchant: true,
  changes: [],
  parameters: z.object({ reportCode: code, ...divisionFields }),
  run: (context, { reportCode, ...given }) =>
    context.clients.invoicingReports.downloadReport({ params: { ...divisionOf(context, given), reportCode } }),
});

export const reportActions = [requestReportAction, requestTodaysReportAction, downloadReportAction];
