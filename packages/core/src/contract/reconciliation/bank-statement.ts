import { z } from 'zod';
import { divisionParamsSchema } from '../account-owner/division.ts';
import { maxUploadBytes, uploadTooLargeMessage } from '../account-owner/stored-file.ts';
import { bankLineStatuses } from '../fund/payout-batch-status.ts';
import { calendarDateSchema, codeSchema, timestampSchema } from '../primitives.ts';

/**
 * The largest bank statement file one import takes: the platform's upload limit, which every multipart body is held
 * to (a camt.053 of 10,000 one-transaction entries is about 9 MB).
 */
export const maxBankStatementBytes = maxUploadBytes;

/** POST bank-statements (multipart): one ISO 20022 camt.053 file. */
export const bankStatementUploadSchema = z
  .object({
    file: z.file().max(maxBankStatementBytes, uploadTooLargeMessage),
  })
  .meta({ id: 'BankStatementUpload' });

/** A statement file of a merchant division: one whose lines include one of the division's. */
export const bankStatementFileParamsSchema = divisionParamsSchema.extend({
  fileId: codeSchema.describe("The statement file's code (a bank line's fileCode)"),
});

/** How many of an import's lines ended in each status once reconciled. */
export const bankLineStatusCountsSchema = z.partialRecord(z.enum(bankLineStatuses), z.int().min(0));

/**
 * A bank statement file as imported: its statements and entries, how many lines were new (an entry already there
 * from an overlapping statement is not added again), and how reconciling the new lines went. The same file imported
 * again answers its first import with `alreadyImported`.
 */
export const bankStatementImportSchema = z
  .object({
    code: codeSchema,
    fileName: z.string(),
    messageId: z.string().nullable(),
    statementCount: z.int().min(0),
    entryCount: z.int().min(0),
    newLineCount: z.int().min(0),
    importedBy: z.string(),
    importedAt: timestampSchema,
    alreadyImported: z.boolean(),
    statuses: bankLineStatusCountsSchema,
  })
  .meta({ id: 'BankStatementImport' });

/**
 * The bank adapter's retrigger (spec sections 2 and 6: 'retrigger PSP or bank adapters'): fetch the bank's statements
 * of the division's payout batches instructed in a date range of at most one month, and import them.
 */
export const retriggerBankAdapterBodySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .meta({ id: 'RetriggerBankAdapter' });

/** What a bank adapter retrigger fetched: each statement as imported (one already there adds nothing). */
export const bankAdapterRetriggerSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema, statements: z.array(bankStatementImportSchema) })
  .meta({ id: 'BankAdapterRetrigger' });

export type BankStatementImport = z.infer<typeof bankStatementImportSchema>;
export type BankAdapterRetrigger = z.infer<typeof bankAdapterRetriggerSchema>;
