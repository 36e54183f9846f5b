import type { Plugin } from 'vite';

/** A module inside one of React's look-alikes, wherever the package manager put it. */
const lookAlikeModule = /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:preact|@preact[\\/+][^\\/]+)[@\\/]/;

/**
 * The owner chose React and react-dom (issue 13): the build, the dev server and the component tests fail as
 * soon as any module resolves into Preact or its compatibility layer, instead of a look-alike shipping unseen.
 */
export function reactOnly(): Plugin {
  return {
    name: 'ops-react-only',
    enforce: 'pre',
    load(id) {
      if (lookAlikeModule.test(id)) {
        throw new Error(`${id} is Preact: the web app runs on react and react-dom only (see packages/web/CONTEXT.md)`);
      }
      return null;
    },
  };
}
