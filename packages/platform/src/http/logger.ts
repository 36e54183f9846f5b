import { type Logger, pino } from 'pino';
import type { LogLevel } from '../config.ts';

export type { Logger };

/** Structured JSON lines on stdout, one per event; `OPS_LOG_LEVEL=silent` keeps tests quiet. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'ops-platform' }, timestamp: pino.stdTimeFunctions.isoTime });
}
