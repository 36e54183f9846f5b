// The web app's JavaScript per route, gzipped, as a browser loads it on a first visit: the entry chunk and
// everything it imports statically, plus the route's lazily loaded chunks and what they import statically. For /
// with a merchant selected, its first paint needs the shell (sidebar, header, user menu) and the merchant check's
// skeleton; what loads after that is shown on its own, for what it adds (in the order the app loads it):
// - the clients' route tables with their zod schemas and ky (`@ops/core/api`'s route-calls): fetched beside the
//   signed-in app's code; the merchant check, the first API call, needs them. The merchant selection's machines
//   (XState) are fetched beside it too, and the signed-in layout waits for them: they count in its first paint;
// - TanStack Query and the home screen's code: fetched while the merchant is checked (`MerchantGate` preloads
//   them);
// - '/ with a merchant selected, until its first answer' sums these with the first paint: what arrives before
//   Home can show data. That is the route's first load, and the figure the budget holds;
// - the palette's commands and shortcuts (the action registry), right after the first paint, and the command
//   palette (cmdk) once the page is idle.
// Computed from the Vite manifest of a production build made for this run.
// Budget (issue 5): 110 kB for the first load of /login and of / with a merchant selected (until its first
// answer: a first paint that cannot show the merchant's data yet is not the whole first load).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BenchFigure, report } from './report.ts';

const webRoot = fileURLToPath(new URL('../../packages/web/', import.meta.url));
const budgetKb = 110;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** How a route loads: its lazy modules in the order the app imports them (sources relative to packages/web). */
const routes: { name: string; lazy: string[]; budget?: number }[] = [
  { name: '/login', lazy: ['src/screens/login/login-screen.tsx'], budget: budgetKb },
  {
    name: '/ with a merchant selected (its first paint only)',
    lazy: ['src/app/signed-in-app.tsx', 'src/ui/merchant-selection/merchant-selection-actors.tsx'],
  },
  { name: '/division', lazy: ['src/app/signed-in-app.tsx', 'src/screens/division/division-screen.tsx'] },
  { name: '/overview', lazy: ['src/app/signed-in-app.tsx', 'src/screens/overview/overview-screen.tsx'] },
];

/** What / needs after its first load before Home can show data, in the order the app fetches it. */
const beforeFirstAnswer: { name: string; source: string }[] = [
  { name: 'contract, zod and ky, awaited by the first API call', source: '../core/src/api/route-calls.ts' },
  { name: 'TanStack Query, during the merchant check', source: 'src/app/screen-queries.tsx' },
  { name: "home screen's code, during the merchant check", source: 'src/screens/home/home-screen.tsx' },
];

/** Loaded after the first paint of /, holding up no data. */
const afterFirstPaint: { name: string; source: string }[] = [
  { name: 'palette commands and shortcuts, after the first paint', source: 'src/palette/palette-command-runner.tsx' },
  { name: 'command palette, when idle or first opened', source: 'src/palette/command-palette.tsx' },
];

function build(outDir: string): Manifest {
  const result = spawnSync('pnpm', ['exec', 'vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: did the app's import graph change?`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const outDir = mkdtempSync(join(tmpdir(), 'ops-web-bundle-'));
try {
  const manifest = build(outDir);
  const gzipped = new Map<string, number>();
  const sizeOf = (keys: Iterable<string>) => {
    let bytes = 0;
    for (const key of keys) {
      const file = manifest[key]?.file ?? '';
      if (!file.endsWith('.js')) continue;
      let size = gzipped.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(join(outDir, file))).length;
        gzipped.set(file, size);
      }
      bytes += size;
    }
    return bytes / 1000;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  const entry = staticClosure(manifest, entryKey, new Set());
  const figures: BenchFigure[] = [{ name: 'entry (every route)', value: sizeOf(entry), unit: 'kB' }];
  const firstLoads = new Map<string, Set<string>>();
  for (const route of routes) {
    const loaded = new Set(entry);
    for (const source of route.lazy) staticClosure(manifest, source, loaded);
    firstLoads.set(route.name, loaded);
    figures.push({
      name: `first load of ${route.name}`,
      value: sizeOf(loaded),
      unit: 'kB',
      ...(route.budget ? { budget: route.budget } : {}),
    });
  }
  const loaded = new Set(firstLoads.get('/ with a merchant selected (its first paint only)'));
  const addLoad = ({ name, source }: { name: string; source: string }) => {
    const added = [...staticClosure(manifest, source, new Set())].filter((key) => !loaded.has(key));
    for (const key of added) loaded.add(key);
    figures.push({ name: `${name}: adds`, value: sizeOf(added), unit: 'kB' });
  };
  for (const load of beforeFirstAnswer) addLoad(load);
  figures.push({
    name: 'first load of / with a merchant selected, until its first answer',
    value: sizeOf(loaded),
    unit: 'kB',
    budget: budgetKb,
  });
  for (const load of afterFirstPaint) addLoad(load);
  report('Web app JavaScript per route (gzipped, from the Vite manifest)', figures);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
