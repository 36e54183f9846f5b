import { fileURLToPath } from 'node:url';
import type { PlanOptions, RoutePlanTables } from '@ops/core/api';
import { type Plugin, runnerImport } from 'vite';

/** The plans of every route, without their schemas, as a module: `import { routePlans } from 'virtual:ops-route-plans'`. */
export const routePlansModule = 'virtual:ops-route-plans';
const resolvedRoutePlansModule = `\0${routePlansModule}`;

const coreApi = fileURLToPath(new URL('../core/src/api/', import.meta.url));
const uncheckedRouteCalls = fileURLToPath(new URL('src/app/api/unchecked-route-calls.ts', import.meta.url));

/** Made in Node from core's contract (loaded through Vite, which resolves its imports as the build does). */
async function planWithoutSchemas(): Promise<RoutePlanTables> {
  const { module } = await runnerImport<{ planRouteTables(options: PlanOptions): RoutePlanTables }>(
    `${coreApi}plan-routes.ts`,
    { configFile: false, logLevel: 'error' },
  );
  return module.planRouteTables({ checkAnswers: false });
}

/**
 * The browser's production build does not check answers against the contract: core's route calls
 * (`core/src/api/route-calls.ts`: a route table's plans with their zod schemas, `routePlansOf`) are swapped for
 * `src/app/api/unchecked-route-calls.ts`, whose plans are made here at build time from the same contract, without
 * the schemas. So the first answer waits for no validators (zod and the schemas were 55 kB gzipped). The dev
 * server and the component tests keep checking every answer, and the platform checks its own answers outside
 * production: a contract drift still fails a test.
 */
export function routePlans(): Plugin {
  let building = false;
  return {
    name: 'ops-route-plans',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (source === routePlansModule) return resolvedRoutePlansModule;
      const fromCoreApi = importer?.startsWith(coreApi) && importer.endsWith('load-route-calls.ts');
      if (building && fromCoreApi && source === './route-calls.ts') return uncheckedRouteCalls;
      return null;
    },
    async load(id) {
      if (id !== resolvedRoutePlansModule) return null;
      return `export const routePlans = ${JSON.stringify(await planWithoutSchemas())};\n`;
    },
  };
}
