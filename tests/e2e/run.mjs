// Runs the Playwright end-to-end suite (`node tests/e2e/run.mjs [playwright test args]`) with a Chromium found on
// this machine, because `playwright install` needs a CDN that CI and sandboxes often cannot reach. Order:
// CHROMIUM_PATH, /usr/bin/chromium, Playwright's own browsers; as root on Debian it installs the distribution's
// chromium package. The chosen path reaches playwright.config.ts as CHROMIUM_PATH, the platform's port as
// OPS_E2E_PORT. Two options of its own, before Playwright's:
// - `--shuffle[=SEED]` runs the spec files in a random order (a seed replays one): each is copied beside itself as
//   `shuffled-SEED-NNN-<name>.spec.ts` (so its relative imports and files still resolve), the copies alone are run
//   (OPS_E2E_TEST_MATCH) and removed afterwards; another run's copies are left alone. Every spec must pass in any order because it owns its data.
// - `--hogs=N` keeps N processes spinning a core each for the whole run, to try the suite on a busy machine
//   (issue 37: each spec 10 of 10 with `--repeat-each=10 --hogs=2`).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const debianChromium = '/usr/bin/chromium';

function fail(line) {
  console.error(line);
  process.exit(1);
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function installDebianChromium() {
  console.error('No Chromium found: installing the Debian chromium package (apt-get install chromium)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed: install Chromium yourself or set CHROMIUM_PATH`);
  }
}

async function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    fail(`CHROMIUM_PATH is ${configured}, but there is no file there`);
  }
  if (existsSync(debianChromium)) return debianChromium;
  const bundled = await playwrightChromium();
  if (bundled) return bundled;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    installDebianChromium();
    if (existsSync(debianChromium)) return debianChromium;
  }
  fail('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A small seeded generator (mulberry32), so a shuffled order can be replayed from its seed. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const e2eDir = join(root, 'tests', 'e2e');
const shuffledPrefix = 'shuffled-';

/** Copies the spec files (those named on the command line, else all) beside themselves in a seeded order. */
function shuffleSpecs(seed, named, prefix) {
  const specs = readdirSync(e2eDir).filter(
    (file) =>
      file.endsWith('.spec.ts') &&
      !file.startsWith(shuffledPrefix) &&
      (named.length === 0 || named.some((name) => name.endsWith(file))),
  );
  const random = seededRandom(seed);
  for (let index = specs.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [specs[index], specs[other]] = [specs[other], specs[index]];
  }
  return specs.map((spec, index) => {
    const copy = `${prefix}${String(index).padStart(3, '0')}-${spec}`;
    copyFileSync(join(e2eDir, spec), join(e2eDir, copy));
    return copy;
  });
}

function removeCopies(prefix) {
  for (const file of readdirSync(e2eDir)) {
    if (file.startsWith(prefix)) rmSync(join(e2eDir, file), { force: true });
  }
}

const args = process.argv.slice(2);
const shuffleOption = args.find((arg) => arg === '--shuffle' || arg.startsWith('--shuffle='));
const hogsOption = args.find((arg) => arg.startsWith('--hogs='));
let playwrightArgs = args.filter((arg) => arg !== shuffleOption && arg !== hogsOption);
const extraEnv = {};
let runPrefix;
if (shuffleOption) {
  const given = shuffleOption.split('=')[1];
  const seed = given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed) || seed < 0) fail(`--shuffle=${given}: the seed is a whole number`);
  const named = playwrightArgs.filter((arg) => arg.endsWith('.spec.ts'));
  playwrightArgs = playwrightArgs.filter((arg) => !named.includes(arg));
  runPrefix = `${shuffledPrefix}${seed}-`;
  removeCopies(runPrefix);
  const order = shuffleSpecs(seed, named, runPrefix);
  extraEnv.OPS_E2E_TEST_MATCH = `${runPrefix}*.spec.ts`;
  console.log(`Shuffled order (seed ${seed}; node tests/e2e/run.mjs --shuffle=${seed} replays it):`);
  console.log(order.map((copy) => `  ${copy}`).join('\n'));
}
const hogCount = hogsOption ? Number(hogsOption.split('=')[1]) : 0;
if (!Number.isInteger(hogCount) || hogCount < 0) fail(`${hogsOption}: the number of hogs is a whole number`);
const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
if (hogCount > 0) console.log(`${hogCount} CPU hog(s) spinning beside the run`);

const chromiumPath = await findChromium();
const port = await freePort();
// The platform is started with pnpm, so the pnpm and Node the bootstrap provisioned must be on the PATH even
// when this script is run by hand.
const toolsBin = join(root, '.tools', 'node_modules', '.bin');
const path = [toolsBin, join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
// Every run starts the platform on a data folder of its own, seeded afresh, and removes it afterwards.
const dataDir = mkdtempSync(join(tmpdir(), 'ops-e2e-'));
console.log(`End-to-end tests with ${chromiumPath}, the platform on port ${port}`);
const result = spawnSync(
  process.execPath,
  [cli, 'test', '-c', join(root, 'tests/e2e/playwright.config.ts'), ...playwrightArgs],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: path,
      CHROMIUM_PATH: chromiumPath,
      OPS_E2E_PORT: String(port),
      OPS_DATA_DIR: join(dataDir, 'pgdata'),
      OPS_LOG_LEVEL: process.env.OPS_LOG_LEVEL ?? 'warn',
      ...extraEnv,
    },
  },
);
rmSync(dataDir, { recursive: true, force: true });
if (runPrefix) removeCopies(runPrefix);
for (const hog of hogs) hog.kill('SIGKILL');
if (result.error) fail(`could not run Playwright: ${result.error.message}`);
process.exit(result.status ?? 1);
