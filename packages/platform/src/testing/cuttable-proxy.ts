import { connect, createServer, type Server, type Socket } from 'node:net';

export interface CuttableProxy {
  port: number;
  /** An outage: every open connection is cut, and new ones are cut as they arrive. */
  cut(): void;
  /**
   * A network partition: every connection, open or new, stays up but nothing passes either way (no reset, no
   * close), as when a route or a firewall drops the packets.
   */
  partition(): void;
  /** The outage is over: connections go through again (a partitioned one is cut: its bytes were lost). */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on loopback to `host:port` that a test can cut, to play a database outage and its recovery. */
export async function startCuttableProxy(host: string, port: number): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  let down = false;
  let partitioned = false;
  const server: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    if (partitioned) {
      open.add(client);
      client.on('close', () => open.delete(client));
      client.on('error', () => client.destroy());
      client.resume(); // read and drop
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
    partition() {
      partitioned = true;
      for (const socket of open) {
        socket.unpipe();
        socket.removeAllListeners('data');
        socket.resume(); // read and drop
      }
    },
    restore() {
      down = false;
      if (partitioned) for (const socket of open) socket.destroy();
      partitioned = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
