import { registerHooks } from 'node:module';
import { preactForReact } from '../preact-aliases.ts';
import './app/effects-before-next-event.ts';

// Vite's aliases reach the app's own modules; the dependencies a component test loads from node_modules (Testing
// Library, Radix, cmdk...) are loaded by Node, CommonJS ones with require. This gives them Preact too, resolved
// from this package, which depends on it.
registerHooks({
  resolve(specifier, context, nextResolve) {
    const standIn = preactForReact[specifier];
    return standIn ? nextResolve(standIn, { ...context, parentURL: import.meta.url }) : nextResolve(specifier, context);
  },
});
