// `npm run dev`: the platform (API, identity, sandbox) and the Vite dev server side by side, their output
// forwarded line by line with a prefix. Ctrl+C stops both, and so does either one exiting.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const port = process.env.PORT ?? '8080';
// npm_execpath is the pnpm that runs this script through `pnpm run task:dev`; plain `pnpm` otherwise.
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? { command: process.execPath, prefixArgs: [process.env.npm_execpath] }
  : { command: 'pnpm', prefixArgs: [] };

let stopping = false;
const children = [
  start('platform', ['--silent', '--filter', '@ops/platform', 'start'], { PORT: port }),
  start('web', ['--silent', '--filter', '@ops/web', 'dev'], { OPS_PLATFORM_URL: `http://localhost:${port}` }),
];

function forward(stream, target, prefix) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${prefix} ${line}\n`));
}

function start(name, args, env) {
  // Each child leads its own process group, so stopping it also stops the node process pnpm started for it.
  const child = spawn(pnpm.command, [...pnpm.prefixArgs, ...args], {
    env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}]`.padEnd(11);
  forward(child.stdout, process.stdout, prefix);
  forward(child.stderr, process.stderr, prefix);
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    stop(code ?? 1);
  });
  return child;
}

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const forceKill = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  }, 5000);
  forceKill.unref();
  Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => child.once('exit', resolve)),
    ),
  ).then(() => process.exit(exitCode));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

console.log(`Ops Console dev: API on http://localhost:${port}, open the app at the Vite URL below.`);
