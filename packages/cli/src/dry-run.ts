import type { CliContext } from './cli-context.ts';

/** What stops a `--dry-run` at the first request that would change something, after printing it. */
export class DryRunStop extends Error {
  constructor() {
    super('--dry-run: nothing was sent');
    this.name = 'DryRunStop';
  }
}

/** Whether a failure is the dry run's stop, as thrown or wrapped by the API client (`cause`). */
export const isDryRunStop = (error: unknown): boolean =>
  error instanceof DryRunStop || (error instanceof Error && error.cause instanceof DryRunStop);

/** A request body as the platform would read it: JSON indented, a multipart form part by part (a file by name and size). */
async function bodyOf(request: Request): Promise<string | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!request.body) return undefined;
  if (type.startsWith('multipart/form-data')) {
    const parts: string[] = [];
    for (const [name, value] of await request.formData()) {
      parts.push(typeof value === 'string' ? `${name}: ${value}` : `${name}: ${value.name} (${value.size} bytes)`);
    }
    return parts.join('\n');
  }
  const text = await request.text();
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The request as `--dry-run` prints it: method and route, the idempotency key and reason when sent, the body. */
export async function describedRequest(context: CliContext, request: Request): Promise<string> {
  const { t } = context;
  const url = new URL(request.url);
  const lines = [t.cli.dryRun.request(), `${request.method} ${url.pathname}${url.search}`];
  const key = request.headers.get('idempotency-key');
  if (key) lines.push(t.cli.dryRun.idempotencyKey({ key }));
  const reason = request.headers.get('x-ops-reason');
  if (reason) lines.push(`X-Ops-Reason: ${decodeURIComponent(reason)}`);
  const body = await bodyOf(request);
  if (body !== undefined) lines.push(body);
  return `${lines.join('\n')}\n`;
}

/**
 * The fetch of the run's API client: as it is, until `--dry-run` has begun (`context.dryRun`, set once the question
 * is printed); then reads (GET, HEAD) still go, as they change nothing, and the first other request is printed and
 * not sent: the run stops there (`DryRunStop`) and exits 0.
 */
export function fetchOf(context: CliContext): typeof fetch {
  return async (input, init) => {
    if (!context.dryRun) return fetch(input, init);
    const request = new Request(input, init);
    if (request.method === 'GET' || request.method === 'HEAD') return fetch(request);
    context.io.stdout.write(await describedRequest(context, request));
    throw new DryRunStop();
  };
}
