interface StoredCookie {
  value: string;
  path: string;
}

export interface BrowserPage {
  response: Response;
  /** The URL of the last request made. */
  url: string;
  /** The body, read once. */
  text: string;
}

/**
 * A browser for tests of sign-in flows: fetch with a cookie jar (honouring cookie paths) and redirects
 * followed by hand, so a test can stop at the redirect back to the client.
 */
export function createScriptedBrowser() {
  const cookies = new Map<string, StoredCookie>();

  const storeCookies = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attribute('expires');
      const removed = value === '' || attribute('max-age') === '0' || (expires && Date.parse(expires) < Date.now());
      const path = attribute('path') ?? '/';
      if (removed) cookies.delete(`${name}|${path}`);
      else cookies.set(`${name}|${path}`, { value, path });
    }
  };

  const cookieHeader = (url: URL) =>
    [...cookies.entries()]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.split('|')[0]}=${cookie.value}`)
      .join('; ');

  /** One request, no redirect followed. */
  const request = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookie = cookieHeader(new URL(url));
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    storeCookies(response);
    return response;
  };

  /** Requests and follows redirects until an answer that is not one, or one to a URL `stopAt` accepts. */
  const navigate = async (
    url: string,
    init: RequestInit = {},
    stopAt: (location: string) => boolean = () => false,
  ): Promise<BrowserPage> => {
    let current = url;
    let response = await request(current, init);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
      if (hops > 20) throw new Error(`too many redirects from ${url}`);
      const location = new URL(response.headers.get('location') ?? '', current).href;
      if (stopAt(location)) return { response, url: location, text: '' };
      current = location;
      response = await request(current);
    }
    return { response, url: current, text: await response.text() };
  };

  /** Submits a form as a browser does: urlencoded fields, following the redirects. */
  const submit = (url: string, fields: Record<string, string>, stopAt?: (location: string) => boolean) =>
    navigate(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
      stopAt,
    );

  return { request, navigate, submit };
}

/** The hidden inputs of the forms of an HTML page, by name. */
export function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /name="([^"]*)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1];
    if (name !== undefined) fields[name] = decodeEntities(value ?? '');
  }
  return fields;
}

/** The action of the first form of an HTML page whose action matches `pattern`. */
export function formAction(html: string, pattern: RegExp): string {
  for (const [, action] of html.matchAll(/<form\b[^>]*action="([^"]*)"/g)) {
    if (action !== undefined && pattern.test(decodeEntities(action))) return decodeEntities(action);
  }
  throw new Error(`no form with an action like ${pattern}`);
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
