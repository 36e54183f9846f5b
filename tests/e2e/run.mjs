// Runs the Playwright end-to-end suite (`node tests/e2e/run.mjs [playwright test args]`) with a Chromium found on
// this machine, because `playwright install` needs a CDN that CI and sandboxes often cannot reach. Order:
// CHROMIUM_PATH, /usr/bin/chromium, Playwright's own browsers; as root on Debian it installs the distribution's
// chromium package. The chosen path reaches playwright.config.ts as CHROMIUM_PATH, the platform's port as
// OPS_E2E_PORT.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  [cli, 'test', '-c', join(root, 'tests/e2e/playwright.config.ts'), ...process.argv.slice(2)],
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
    },
  },
);
rmSync(dataDir, { recursive: true, force: true });
if (result.error) fail(`could not run Playwright: ${result.error.message}`);
process.exit(result.status ?? 1);
