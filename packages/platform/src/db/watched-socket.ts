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
 * the server has sent nothing for `silenceLimitMs` since the platform last wrote to it. A partition drops packets
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

function watchForSilence(socket: Socket): void {
  // What had been written when the server last sent something, taken as the data arrives (before the writes it
  // makes the driver do), and when that was.
  let writtenWhenLastRead = socket.bytesWritten;
  let lastReadAt = performance.now();
  socket.on('data', () => {
    writtenWhenLastRead = socket.bytesWritten;
    lastReadAt = performance.now();
  });
  const check = setInterval(() => {
    if (socket.bytesWritten > writtenWhenLastRead && performance.now() - lastReadAt > silenceLimitMs) {
      const error = new Error(`the database sent nothing for ${silenceLimitMs / 1000} s`);
      socket.destroy(Object.assign(error, { code: 'STATEMENT_TIMEOUT' }));
    }
  }, checkEveryMs);
  check.unref();
  socket.once('close', () => clearInterval(check));
}
