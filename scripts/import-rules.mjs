// Runs dependency-cruiser with the import rules of `.dependency-cruiser.cjs` (the arguments are the folders).
// dependency-cruiser reads TypeScript through the compiler's JavaScript API, which TypeScript 7 (the
// project's tsc) does not have; the locales workspace keeps TypeScript 5 for typesafe-i18n's generator, so
// `typescript` resolves to that one while the check runs.
import nodeModule, { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const typeScript5 = createRequire(new URL('../locales/package.json', import.meta.url));
// Without a compiler it can read, dependency-cruiser skips every .ts file and reports no violation: fail instead.
const { version } = typeScript5('typescript/package.json');
if (Number.parseInt(version, 10) >= 7) {
  throw new Error(`the import rules need TypeScript 5 or 6 in the locales workspace, found ${version}`);
}
const typeScript5Files = new Map(
  ['typescript', 'typescript/package.json'].map((specifier) => [
    specifier,
    pathToFileURL(typeScript5.resolve(specifier)).href,
  ]),
);

// Node 22.15 and 23.5 brought synchronous module hooks (bootstrap.mjs accepts Node from 22.12).
if (!nodeModule.registerHooks) throw new Error(`the import rules need Node 22.15 or newer, found ${process.version}`);
nodeModule.registerHooks({
  resolve(specifier, context, nextResolve) {
    const url = typeScript5Files.get(specifier);
    return url ? { url, shortCircuit: true } : nextResolve(specifier, context);
  },
});

process.argv.splice(2, 0, '--config', '.dependency-cruiser.cjs');
// The package exports only its API; its command line sits two folders above the API's entry.
await import(new URL('../../bin/dependency-cruiser.mjs', import.meta.resolve('dependency-cruiser')).href);
