import { z } from 'zod';
import type { ContractRoute } from './route.ts';

/** Whether a call answers with a file's bytes (a `z.file()` response) rather than JSON. */
export function respondsWithFile(route: ContractRoute): boolean {
  return route.response instanceof z.ZodFile;
}
