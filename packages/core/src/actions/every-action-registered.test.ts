import { describe, expect, it } from 'vitest';
import type { ActionDefinition } from './action.ts';
import { actionRegistry } from './registry.ts';

// Vite's `import.meta.glob`, which Vitest expands; core's tsconfig loads no Vite types.
declare global {
  interface ImportMeta {
    glob<Module>(
      patterns: string | string[],
      options: { eager: true; import?: string; query?: string },
    ): Record<string, Module>;
  }
}

/** Every module of this folder that defines actions, with its exports. */
const actionModules = import.meta.glob<Record<string, unknown>>('./*-actions.ts', { eager: true });
/** The source of every module of this folder but the tests. */
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const isAction = (value: unknown): value is ActionDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<ActionDefinition>).id === 'string' &&
  typeof (value as Partial<ActionDefinition>).labelKey === 'string' &&
  typeof (value as Partial<ActionDefinition>).run === 'function';

/** Each action a module exports, alone or in an exported list, with the module's name (once each). */
const exportedActions = [
  ...new Map(
    Object.entries(actionModules).flatMap(([file, exports]) =>
      Object.values(exports)
        .flatMap((value) => (Array.isArray(value) ? value : [value]))
        .filter(isAction)
        .map((action) => [action, { file, action }] as const),
    ),
  ).values(),
];

describe('every defineAction is registered', () => {
  it('finds every registered action among the exports of the *-actions.ts modules', () => {
    const exported = new Set(exportedActions.map(({ action }) => action));
    expect(actionRegistry.filter((action) => !exported.has(action)).map((action) => action.id)).toEqual([]);
  });

  it('has every exported action in the registry', () => {
    const registered = new Set<ActionDefinition>(actionRegistry);
    const forgotten = exportedActions.filter(({ action }) => !registered.has(action));
    expect(forgotten.map(({ file, action }) => `${file}: ${action.id}`)).toEqual([]);
  });

  it('has the id of every defineAction call in the registry, exported or not', () => {
    const registeredIds = new Set<string>(actionRegistry.map((action) => action.id));
    const forgotten: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      if (file === './action.ts' || file === './index.ts' || !source.includes('defineAction(')) continue;
      // A module outside the *-actions.ts pattern would escape the export check above.
      expect(file).toMatch(/-actions\.ts$/);
      for (const [, id] of source.matchAll(/defineAction\(\{\s*id: '([^']+)'/g)) {
        if (id && !registeredIds.has(id)) forgotten.push(`${file}: ${id}`);
      }
    }
    expect(forgotten).toEqual([]);
  });
});
