import { requestReportAction, requestTodaysReportAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { type ReportFormat, type ReportScope, type ReportType, reportFormats, reportTypes } from '@ops/core/contract';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { DateRangePicker, type IsoDateRange } from '../../../ui/date-picker/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Select } from '../../../ui/select/index.ts';
import { DivisionAccountSelect } from './report-account-picker.tsx';
import { divisionOf } from './use-reports.ts';

/**
 * Request a report or today's report (spec section 2): type, format, period and, on the Division tab, the account
 * (the whole division when none); on the Sellers tab the picked seller's account. Both buttons run registry
 * actions; a refusal shows the platform's words for its section 8 code (e.g. 'Invalid date range', "Today's report
 * has already been generated").
 */
export function ReportRequestForm({
  scope,
  tab,
  sellerAccount,
}: {
  scope: MerchantScope;
  tab: ReportScope;
  /** The Sellers tab's picked seller. */
  sellerAccount: string | undefined;
}) {
  const { t } = useI18n();
  const labels = t.reports.form;
  const [type, setType] = useState<ReportType>('ACCOUNT_STATEMENT');
  const [format, setFormat] = useState<ReportFormat>('CSV');
  const [period, setPeriod] = useState<IsoDateRange>({});
  const [divisionAccount, setDivisionAccount] = useState<string | undefined>(undefined);
  const [scheduled, setScheduled] = useState('');
  const request = useRegistryAction(requestReportAction);
  const requestToday = useRegistryAction(requestTodaysReportAction);
  const account = tab === 'SELLERS' ? sellerAccount : divisionAccount;
  const common = {
    ...divisionOf(scope),
    type,
    format,
    ...(account ? { virtualAccountCode: account } : {}),
  };
  const failure = request.failure ?? requestToday.failure;

  const ask = async (today: boolean) => {
    setScheduled('');
    request.clearFailure();
    requestToday.clearFailure();
    const outcome = today
      ? await requestToday.run({ ...common, scope: tab })
      : await request.run({ ...common, ...period, scope: tab });
    if (outcome.done) setScheduled(outcome.result.message);
  };

  if (!request.allowed) return null;
  return (
    <form
      className="report-request-form"
      aria-label={labels.request()}
      onSubmit={(event) => {
        event.preventDefault();
        void ask(false);
      }}
    >
      <Select
        label={labels.type()}
        value={type}
        options={reportTypes.map((value) => ({ value, label: t.reports.types[value]() }))}
        onValueChange={setType}
      />
      <Select
        label={labels.format()}
        value={format}
        options={reportFormats.map((value) => ({ value, label: t.reports.formats[value]() }))}
        onValueChange={setFormat}
      />
      {tab === 'DIVISION' ? (
        <DivisionAccountSelect
          scope={scope}
          label={labels.account()}
          value={divisionAccount}
          onChange={setDivisionAccount}
        />
      ) : null}
      <DateRangePicker label={labels.period()} value={period} onChange={setPeriod} />
      <div className="report-request-buttons">
        <Button type="submit" variant="primary" busy={request.busy}>
          {labels.request()}
        </Button>
        <Button busy={requestToday.busy} onClick={() => void ask(true)}>
          {labels.requestToday()}
        </Button>
      </div>
      <FormFailure message={failure} className="report-request-outcome" />
      <p role="status" aria-live="polite" className="report-request-outcome">
        {scheduled}
      </p>
    </form>
  );
}
