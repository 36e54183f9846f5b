/** jq-web ships no types: `jq-filter.ts` says what it uses of its module (a promise of jq). */
declare module 'jq-web';
