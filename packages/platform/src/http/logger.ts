import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from '../config.ts';

export type { Logger };

/** Fields that hold personal data or secrets, wherever they appear one level down in a log line. */
const personalFields = [
  'iban',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'birthDate',
  'firstName',
  'lastName',
  'authorization',
  'password',
  'idToken',
  'accessToken',
  'refreshToken',
];

/**
 * An error as the log writes it: its type, SQLSTATE, the SQL text of a failed statement and its stack frames, but
 * no statement parameters and no quoted values. Drizzle puts a statement's parameters in its message ("Failed
 * query: … params: …") and PostgreSQL quotes the offending value in its own ('invalid input syntax …: "NL91…"',
 * 'Key (email)=(…) already exists'): IBANs, e-mails and birth dates. Causes are written the same way.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as Error & { code?: unknown; query?: unknown };
  const fromDatabase = typeof fields.code === 'string' || typeof fields.query === 'string';
  const serialized: Record<string, unknown> = {
    type: error.constructor.name,
    message: fromDatabase ? withoutValues(error.message) : error.message,
    stack: framesOf(error.stack),
  };
  if (typeof fields.code === 'string') serialized.code = fields.code;
  if (typeof fields.query === 'string') serialized.query = fields.query;
  if (error.cause !== undefined && depth < 5) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

const withoutValues = (message: string) =>
  message
    .replace(/\nparams: [\s\S]*$/, '')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\(([^()]*)\)=\([^()]*\)/g, '($1)=(…)');

/** The "at …" lines of a stack, without its first line (the message again). */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * Structured JSON lines on stdout, one per event; `OPS_LOG_LEVEL=silent` keeps tests quiet. Personal fields and
 * statement parameters never reach the log.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'ops-platform' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      redact: { paths: personalFields.flatMap((field) => [field, `*.${field}`]), censor: '[redacted]' },
    },
    destination,
  );
}
