import { type ApprovalRequest, type ApprovalWebhookData, approvalWebhookEventType } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { i18nObject } from '@ops/locales';
import type { Transaction } from '../../db/database.ts';
import { demoAccounts } from '../../identity/demo-accounts.ts';
import { sendMail } from '../../mail/send-mail.ts';
import type { ServiceParts } from '../service-parts.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';

/** Tells the division's PAYOUTS endpoint that a request was made or changed state, in the change's transaction. */
export async function emitApprovalStateChange(tx: Transaction, request: ApprovalRequest): Promise<void> {
  await emitWebhookEvent(tx, {
    merchantCode: request.merchantCode,
    divisionCode: request.divisionCode,
    webhookType: 'PAYOUTS',
    eventType: approvalWebhookEventType,
    data: {
      approvalRequestCode: request.code,
      status: request.status,
      actionKind: request.actionKind,
      ruleCode: request.ruleCode,
      requestedBy: request.requestedBy,
      amount: request.amount,
      currency: request.currency,
      itemCount: request.itemCount,
      approvals: request.approvals.map((approval) => approval.by),
      outcomeStatus: request.outcome?.status ?? null,
    } satisfies ApprovalWebhookData,
  });
}

/**
 * Who may approve next, to be told by e-mail: the embedded provider's ops accounts whose demo definition holds the
 * approver role, but the requester and those who approved already (with an external issuer the platform knows no
 * list of accounts).
 */
function nextApprovers(request: ApprovalRequest, parts: ServiceParts): string[] {
  if (!parts.embeddedIdentity) return [];
  const done = new Set([request.requestedBy, ...request.approvals.map((approval) => approval.by)]);
  return demoAccounts
    .filter((account) => account.opsStaff && account.roles.includes('approver') && !done.has(account.email))
    .map((account) => account.email);
}

/**
 * E-mails the next approvers of a waiting request, in English then Dutch, after its transaction committed. A mail
 * that cannot go is logged and does not undo the request: it is on the Approvals list either way.
 */
export async function mailApprovers(request: ApprovalRequest, parts: ServiceParts): Promise<void> {
  const texts = (['en', 'nl'] as const).map((locale) => {
    const t = i18nObject(locale).approvals;
    const kind = t.actionKinds[request.actionKind]();
    const amount = request.amount === null ? '' : `, ${formatMoney(request.amount, request.currency, locale)}`;
    const values = {
      requester: request.requestedByName,
      kind,
      code: request.code,
      division: request.divisionCode,
      amount,
      reason: request.reason,
      expiresAt: request.expiresAt,
      link: `${parts.publicUrl}/approvals/${request.code}`,
    };
    return { subject: t.mail.subject(values), body: t.mail.body(values) };
  });
  const [english, dutch] = texts;
  if (!english || !dutch) return;
  for (const to of nextApprovers(request, parts)) {
    try {
      await sendMail(parts.mail, { to, subject: english.subject, text: `${english.body}\n\n---\n\n${dutch.body}` });
    } catch (error) {
      parts.logger.warn({ err: error, approvalRequest: request.code }, 'approval e-mail not sent');
    }
  }
}
