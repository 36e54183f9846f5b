import { formatTableDate } from '@ops/core/dates';

/** A job's or a schedule's moment as the tables show it; nothing when there is none. */
export function JobMoment({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatTableDate(at)}</time> : null;
}
