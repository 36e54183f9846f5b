import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** flag-icons belongs to core (its money module names the flags); resolve it from there. */
const flagsDir = join(
  dirname(createRequire(new URL('../core/package.json', import.meta.url)).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);

/**
 * Serves flag-icons' 4:3 SVGs at `/flags/{country}.svg` in development and copies them there in the build, so a
 * flag is a separate image loaded when a currency shows, never bundled into the JavaScript. Not precached.
 */
export function flagAssets(): Plugin {
  return {
    name: 'ops-flag-assets',
    configureServer(server) {
      server.middlewares.use('/flags', (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!/^[a-z0-9-]+\.svg$/.test(name)) return next();
        try {
          const svg = readFileSync(join(flagsDir, name));
          response.setHeader('content-type', 'image/svg+xml');
          response.end(svg);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const name of readdirSync(flagsDir).filter((file) => file.endsWith('.svg'))) {
        this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: readFileSync(join(flagsDir, name)) });
      }
    },
  };
}
