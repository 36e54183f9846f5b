/** jq-web ships no types: `jq-filter.ts` says what it uses of its module (a promise of jq). */
declare module 'jq-web';

/** Handlebars' self-contained build (no fs, no source maps), typed as the package's main module. */
declare module 'handlebars/dist/cjs/handlebars.js' {
  const handlebars: typeof import('handlebars');
  export default handlebars;
}
