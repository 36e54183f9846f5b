import { i18nObject, type Locales } from '@ops/locales';
import { catalogueKey } from './error-catalogue.ts';

/**
 * What is known about a failed request, without any HTTP client type: the api clients fill it from their own
 * errors (ky's HTTPError gives `response.status` and `data`).
 */
export interface RequestFailure {
  /** HTTP status of the answer. */
  status?: number;
  /** The answer's body, normally the API error shape `{ code, message, details: [{ field, message }] }`. */
  body?: unknown;
  /** The user cancelled the request (an AbortError). */
  cancelled?: boolean;
  /** No answer arrived at all: the back-office is only reachable over the VPN. */
  unreachable?: boolean;
}

export interface FailureDescription {
  title: string;
  message: string;
}

const field = (body: object, name: string): unknown => (body as Record<string, unknown>)[name];

const nonBlankText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const codeOf = (value: unknown): string | number | undefined =>
  typeof value === 'number' || typeof value === 'string' ? value : undefined;

function firstDetailMessage(body: object): string | undefined {
  const details = field(body, 'details');
  if (!Array.isArray(details)) return undefined;
  const first: unknown = details[0];
  return typeof first === 'object' && first !== null ? nonBlankText(field(first, 'message')) : undefined;
}

/**
 * The generic error helper of spec section 8, translated for `locale`. The title is the catalogue translation of
 * the body's `code`, else its `statusCode`, else the HTTP status; the message is the body's `message` with the
 * first detail's message appended after a comma (not when it says the same again, as a refusal with one detail
 * often does). Whatever is missing falls back to the generic title and message.
 */
export function describeFailure(failure: RequestFailure, locale: Locales): FailureDescription {
  const { errors } = i18nObject(locale);
  if (failure.cancelled) return { title: errors.canceledTitle(), message: errors.canceledMessage() };
  if (failure.unreachable) return { title: errors.title(), message: errors.vpnRequired() };

  const body = typeof failure.body === 'object' && failure.body !== null ? failure.body : undefined;
  const codes = [body && codeOf(field(body, 'code')), body && codeOf(field(body, 'statusCode')), failure.status];
  const titleKey = codes.map(catalogueKey).find((key) => key !== undefined);
  const knowsAnything = codes.some((code) => code !== undefined);
  const title = titleKey ? errors.catalogue[titleKey]() : knowsAnything ? errors.title() : errors.unknownTitle();

  const message = body && nonBlankText(field(body, 'message'));
  const detail = body && firstDetailMessage(body);
  if (message && detail && detail !== message) return { title, message: `${message}, ${detail}` };
  return { title, message: message ?? detail ?? errors.somethingWentWrong() };
}
