// The data table fixture pages of packages/web/bench/ (never part of the app's build), built into a temporary
// folder and served on a free local port, for the browser benches of the data table.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../../packages/web/', import.meta.url));
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export interface TableFixturePages {
  /** The address of a fixture page, e.g. `url('table-scroll.html')`. */
  url(page: string): string;
  close(): void;
}

export async function serveTableFixturePages(): Promise<TableFixturePages> {
  const outDir = mkdtempSync(join(tmpdir(), 'ops-table-bench-'));
  const built = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '-c', 'bench/vite.bench.config.ts', '--outDir', outDir, '--emptyOutDir'],
    { cwd: webRoot, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
  const server = createServer((request, response) => {
    const path = normalize(join(outDir, new URL(request.url ?? '/', 'http://localhost').pathname));
    if (!path.startsWith(outDir) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (page) => `http://127.0.0.1:${port}/${page}`,
    close: () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
