// What the network carried for one page, as the Chrome DevTools protocol reports it from outside the page: every
// request with the moment it was sent and finished (this process's clock, so it compares with a wall clock around
// the navigation), the bytes it carried headers included, and whether the service worker answered it from its cache.
import type { BrowserContext, Page } from '@playwright/test';

export interface LoggedRequest {
  url: string;
  /** The protocol's resource type: Document, Script, Stylesheet, Fetch, ... */
  type: string;
  sentAt: number;
  finishedAt?: number;
  /** Bytes received for it, headers included (Network.loadingFinished's encodedDataLength). */
  bytes: number;
  /** 'cache-storage' when the service worker answered from its cache; undefined when it did not answer. */
  serviceWorkerSource?: string;
}

export interface NetworkLog {
  /** The requests so far, in the order they were sent. */
  requests(): LoggedRequest[];
}

export interface NetworkConditions {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Starts logging the page's requests under the given network conditions; call before its navigation. */
export async function logNetwork(
  context: BrowserContext,
  page: Page,
  conditions: NetworkConditions,
): Promise<NetworkLog> {
  const log = new Map<string, LoggedRequest>();
  const devtools = await context.newCDPSession(page);
  devtools.on('Network.requestWillBeSent', (event) => {
    log.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      sentAt: performance.now(),
      bytes: 0,
    });
  });
  devtools.on('Network.responseReceived', (event) => {
    const request = log.get(event.requestId);
    if (request && event.response.fromServiceWorker) {
      request.serviceWorkerSource = event.response.serviceWorkerResponseSource ?? 'unknown';
    }
  });
  devtools.on('Network.loadingFinished', (event) => {
    const request = log.get(event.requestId);
    if (!request) return;
    request.finishedAt = performance.now();
    request.bytes = event.encodedDataLength;
  });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  return { requests: () => [...log.values()] };
}

/** Is the request for the platform's API (the data calls), not the app's code or shell? */
export function isDataCall(request: LoggedRequest): boolean {
  return new URL(request.url).pathname.startsWith('/api/');
}
