import { describe, expect, it } from 'vitest';
import { reactOnly } from './vite-react-only.ts';

function load(id: string): unknown {
  const hook = reactOnly().load;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('reactOnly has no load hook');
  return handler.call({} as never, id);
}

describe('reactOnly', () => {
  it('fails the build on any Preact module, however pnpm or npm laid it out', () => {
    for (const id of [
      '/repo/node_modules/.pnpm/preact@11.2.0/node_modules/preact/compat/dist/compat.module.js',
      '/repo/node_modules/preact/hooks/dist/hooks.module.js',
      '/repo/node_modules/@preact/signals/dist/signals.mjs',
      '/repo/node_modules/.pnpm/@preact+signals@2.0.0/node_modules/@preact/signals/dist/signals.mjs',
    ]) {
      expect(() => load(id), id).toThrow(/is Preact: the web app runs on react and react-dom only/);
    }
  });

  it('lets React, react-dom and the app through', () => {
    for (const id of [
      '/repo/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/client.js',
      '/repo/node_modules/react/jsx-runtime.js',
      '/repo/packages/web/src/screens/preact-free/screen.tsx',
    ]) {
      expect(load(id), id).toBeNull();
    }
  });
});
