import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ShutdownParts {
  server: Server;
  /** What to close once no request is left: the job loops, then the database. */
  afterRequests: () => Promise<void>;
  /** How long requests in flight may take to finish before their connections are cut. */
  graceMs: number;
}

/**
 * Stops taking connections, lets every request in flight finish and answer (a write that committed is reported to
 * its caller, so nobody retries it blindly), closes keep-alive connections as they fall idle, and cuts what is
 * left after `graceMs`; then closes the rest.
 */
export async function shutDownGracefully({ server, afterRequests, graceMs }: ShutdownParts): Promise<void> {
  let open = true;
  const closed = new Promise<void>((resolve) =>
    server.close(() => {
      open = false;
      resolve();
    }),
  );
  const deadline = Date.now() + graceMs;
  while (open && Date.now() < deadline) {
    server.closeIdleConnections();
    await Promise.race([closed, sleep(50)]);
  }
  if (open) server.closeAllConnections();
  await closed;
  await afterRequests();
}
