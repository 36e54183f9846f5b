#!/usr/bin/env node
// The ops binary: the CLI is TypeScript run through tsx's loader, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
