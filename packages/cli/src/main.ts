import { runCli } from './program.ts';

// A reader that stops early (`ops sellers list --all | head -3`) closes the pipe: that ends the run quietly,
// with exit code 0, as it does for any Unix tool.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
}

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
});
