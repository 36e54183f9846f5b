/**
 * The deepest a JSON body may nest its arrays and objects: the contract's deepest shape is a few levels, and a
 * body nested thousands of levels would make every later step that walks it (the text check, the contract, the
 * statement's JSON) recurse once per level.
 */
export const maxJsonDepth = 32;

const quote = 0x22;
const backslash = 0x5c;

/** Whether the JSON text nests deeper than `maxJsonDepth`, counted in one pass over it, without recursion. */
export function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxJsonDepth) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}
