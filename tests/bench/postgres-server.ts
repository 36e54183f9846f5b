import { connect } from 'node:net';

/** The PostgreSQL server of this machine and CI's (trust auth), unless DATABASE_URL names another. */
export const defaultPostgresUrl = 'postgres://root@127.0.0.1:5432/test';

/** Whether a server listens at the URL's host and port (2 s at most): PostgreSQL figures are left out otherwise. */
export function postgresServerAnswers(url: string): Promise<boolean> {
  const server = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: server.hostname, port: Number(server.port || 5432), timeout: 2_000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
