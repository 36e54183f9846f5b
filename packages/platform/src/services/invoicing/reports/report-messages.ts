import { catalogueMessage } from '@ops/core/errors';
import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The catalogue's message of a code (spec section 8), in English as the platform answers. */
export const catalogueText = (code: number): string => catalogueMessage(code, 'en') ?? en.errors.requestIssue();

/** The reports service's texts, from the English dictionaries. */
export const reportMessages = {
  scheduled: catalogueText(1001),
  failed: catalogueText(4001),
  todayAlreadyGenerated: en.errors.todaysReportAlreadyGenerated(),
  requestIssue: en.errors.requestIssue(),
  notFound: en.errors.catalogue.notFound(),
};

/** The generated files' texts. */
export const reportFileTexts = en.reports.file;
