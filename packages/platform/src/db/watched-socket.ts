import { connect, type Socket } from 'node:net';

/**
 * How long a PostgreSQL connection may stay silent after the platform sent it something: longer than the
 * statement timeout (`statementTimeoutMs`), so a slow statement ends as the server's own timeout error, and short
 * enough that a call through a network partition fails within about ten seconds.
 */
export const silenceLimitMs = 10_000;
/** The server ends any statement running longer (`statement_timeout`), answering SQLSTATE 57014. */
export const statementTimeoutMs = 8_000;
/** Idle connections are probed this often (TCP keepalive), so one a partition broke is found and replaced. */
const keepAliveMs = 5_000;
const checkEveryMs = 1_000;

/** What postgres.js hands its `socket` option: the connection's parsed options. */
interface SocketOptions {
  host: string[];
  port: number[];
  path?: string | false;
  connect_timeout?: number;
}

/**
 * postgres.js's `socket` option: a TCP connection with keepalive, destroyed (code `STATEMENT_TIMEOUT`, a 503) when
 * the server has sent nothing for `silenceLimitMs` since the platform wrote to it (`watchForSilence`). A partition drops packets
 * without closing anything, and the driver has no timeout of its own for an answer: without this, a call would
 * wait for the whole outage. It watches the plain TCP socket: over TLS (which reads the socket itself once its
 * handshake starts) the statement timeout and keepalive remain, not this.
 */
export function watchedSocket(options: SocketOptions): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = options.path
      ? connect({ path: options.path })
      : connect({
          host: options.host[0],
          port: options.port[0] ?? 5432,
          keepAlive: true,
          keepAliveInitialDelay: keepAliveMs,
        });
    const connectTimer = setTimeout(
      () =>
        socket.destroy(Object.assign(new Error('connecting to the database timed out'), { code: 'CONNECT_TIMEOUT' })),
      (options.connect_timeout ?? 5) * 1000,
    );
    socket.once('error', (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    socket.once('connect', () => {
      clearTimeout(connectTimer);
      watchForSilence(socket);
      // postgres.js names the server to TLS (SNI) by the socket's host, as on a socket of its own.
      resolve(Object.assign(socket, { host: options.host[0] }));
    });
  });
}

/**
 * Destroys `socket` (code `STATEMENT_TIMEOUT`) once `limitMs` have passed since the first write the server has not
 * answered: the clock starts at that write, not at the last answer, so a connection idle for a while and then asked
 * something is not cut before the server had `limitMs` to answer it.
 */
export function watchForSilence(socket: Socket, limitMs = silenceLimitMs, everyMs = checkEveryMs): void {
  // When the platform first wrote after the server last sent something; undefined while nothing waits.
  let waitingSince: number | undefined;
  socket.on('data', () => {
    waitingSince = undefined;
  });
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((...args: unknown[]) => {
    waitingSince ??= performance.now();
    return write(...args);
  }) as Socket['write'];
  const check = setInterval(() => {
    if (waitingSince !== undefined && performance.now() - waitingSince > limitMs) {
      const error = new Error(`the database sent nothing for ${limitMs / 1000} s`);
      socket.destroy(Object.assign(error, { code: 'STATEMENT_TIMEOUT' }));
    }
  }, everyMs);
  check.unref();
  socket.once('close', () => clearInterval(check));
}
