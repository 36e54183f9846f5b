import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a browser asks for as text: worth compressing. Images other than SVG are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the encoding's own framing eats most of what compression saves. */
const smallestCompressed = 1024;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside a file, each only when it is smaller than the file itself. */
export async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.byteLength < source.byteLength ? writeFile(`${file}.br`, br) : undefined,
    gz.byteLength < source.byteLength ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Brotli and gzip copies of the built text files, made once at build time at the highest levels, so the platform
 * sends them as they are (`Content-Encoding`, `Vary: Accept-Encoding`) instead of compressing on every request or
 * not at all. Runs after the service worker is written, so `sw.js` has its copies too.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ops-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const files = await filesIn(outDir);
        const worthIt = await Promise.all(
          files.map(async (file) => compressible.test(file) && (await stat(file)).size >= smallestCompressed),
        );
        await Promise.all(files.filter((_, index) => worthIt[index]).map(precompressFile));
      },
    },
  };
}
