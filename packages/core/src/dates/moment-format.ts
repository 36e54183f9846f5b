/** A moment as the API sends it: a Date or an ISO 8601 timestamp. */
export type Moment = Date | string;

// A timestamp without an offset is server time, which is UTC; JavaScript would read it as local time.
const withoutOffset = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function toDate(moment: Moment): Date {
  const date = typeof moment === 'string' ? new Date(withoutOffset.test(moment) ? `${moment}Z` : moment) : moment;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(moment)}`);
  return date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function fieldsIn(moment: Moment, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(toDate(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year').padStart(4, '0'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** A table's date: 'DD-MM-YYYY HH:mm' in UTC (spec section 9). */
export function formatTableDate(moment: Moment): string {
  const { day, month, year, hour, minute } = fieldsIn(moment, 'UTC');
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

/** The display date 'DD/MM/YYYY', in UTC unless another IANA time zone is given. */
export function formatDisplayDate(moment: Moment, timeZone = 'UTC'): string {
  const { day, month, year } = fieldsIn(moment, timeZone);
  return `${day}/${month}/${year}`;
}

/**
 * The time 'HH:mm:ss' on a 24-hour clock, in UTC unless another IANA time zone is given. The spec writes
 * 'hh:mm:ss', a 12-hour pattern, but shows no AM/PM marker, which would make 09:00 and 21:00 read alike.
 */
export function formatTime(moment: Moment, timeZone = 'UTC'): string {
  const { hour, minute, second } = fieldsIn(moment, timeZone);
  return `${hour}:${minute}:${second}`;
}
