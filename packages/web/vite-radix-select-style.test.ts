import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { radixSelectStyle } from './vite-radix-select-style.ts';

const selectModule = createRequire(import.meta.url)
  .resolve('@radix-ui/react-select')
  .replace(/index\.js$/, 'index.mjs');

function transform(code: string, id: string): { code: string } | undefined {
  const hook = radixSelectStyle().transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('radixSelectStyle has no transform hook');
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return handler.call(context as never, code, id) as { code: string } | undefined;
}

describe('radixSelectStyle', () => {
  it("takes the viewport's inline <style> out of the installed Radix Select, and nothing else", () => {
    const code = readFileSync(selectModule, 'utf8');
    expect(code).toContain('dangerouslySetInnerHTML');
    const changed = transform(code, selectModule)?.code ?? '';
    expect(changed).not.toContain('dangerouslySetInnerHTML');
    expect(changed).toContain('"data-radix-select-viewport": ""');
    expect(code.length - changed.length).toBeLessThan(400);
  });

  it('fails the build when Radix Select no longer renders the style where it is looked for', () => {
    expect(() => transform('export const Select = 1;', selectModule)).toThrow(/no longer renders its viewport/);
  });

  it('leaves every other module alone', () => {
    expect(transform('jsx("style", {})', '/repo/src/ui/select/select.tsx')).toBeUndefined();
  });
});
