import { i18nObject } from '@ops/locales';

/** The approvals service's wire texts, in English as every platform refusal is (core's `describeFailure` translates). */
export const approvalMessages = i18nObject('en').approvals;
