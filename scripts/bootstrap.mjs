#!/usr/bin/env node
// Dependency-free entry point of every root script. It runs on the system Node (20 or newer),
// provisions Node 24 and pnpm 10 into .tools/ when the system Node is too old, installs the
// workspace from the lockfile when it changed, then runs the named root task with pnpm.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const toolsBin = join(tools, 'node_modules', '.bin');
const NODE_PACKAGE = 'node@24';
const PNPM_PACKAGE = 'pnpm@10';

function fail(line) {
  console.error(`ops bootstrap: ${line}`);
  process.exit(1);
}

function systemNodeIsRecent() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function provisionTools(needNode) {
  const wanted = needNode ? [NODE_PACKAGE, PNPM_PACKAGE] : [PNPM_PACKAGE];
  const present = existsSync(join(toolsBin, 'pnpm')) && (!needNode || existsSync(join(toolsBin, 'node')));
  if (present) return;
  mkdirSync(tools, { recursive: true });
  if (!existsSync(join(tools, 'package.json'))) writeFileSync(join(tools, 'package.json'), '{"private":true}\n');
  console.error(`ops bootstrap: installing ${wanted.join(' and ')} into .tools/`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = run(npm, ['install', '--prefix', tools, '--no-audit', '--no-fund', '--loglevel=error', ...wanted]);
  if (status !== 0 || !existsSync(join(toolsBin, 'pnpm')) || (needNode && !existsSync(join(toolsBin, 'node')))) {
    fail(`could not install ${wanted.join(' and ')} from the npm registry; install Node 22.12+ and pnpm 10 yourself`);
  }
}

function lockfileDigest() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'pnpm-lock.yaml')))
    .update(readFileSync(join(root, 'package.json')))
    .digest('hex');
}

function installWorkspace(env) {
  const marker = join(root, 'node_modules', '.ops-installed');
  const digest = lockfileDigest();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === digest) return;
  const status = run(join(toolsBin, 'pnpm'), ['install', '--frozen-lockfile'], { env });
  if (status !== 0) fail('pnpm install --frozen-lockfile failed (see above)');
  writeFileSync(marker, digest);
}

const task = process.argv[2];
if (!task) fail('usage: node scripts/bootstrap.mjs <task> [args...]');

const recent = systemNodeIsRecent();
provisionTools(!recent);
const nodeDir = recent ? dirname(process.execPath) : toolsBin;
const env = {
  ...process.env,
  PATH: [nodeDir, toolsBin, process.env.PATH].join(process.platform === 'win32' ? ';' : ':'),
  npm_config_update_notifier: 'false',
};
installWorkspace(env);
process.exit(run(join(toolsBin, 'pnpm'), ['run', '--silent', `task:${task}`, ...process.argv.slice(3)], { env }));
