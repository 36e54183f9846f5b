import { connect, createServer, type Server, type Socket } from 'node:net';

export interface CuttableProxy {
  port: number;
  /** An outage: every open connection is cut, and new ones are cut as they arrive. */
  cut(): void;
  /** The outage is over: connections go through again. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on loopback to `host:port` that a test can cut, to play a database outage and its recovery. */
export async function startCuttableProxy(host: string, port: number): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect({ host, port });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
