#!/usr/bin/env -S node --min-semi-space-size=64
// The ops binary: the CLI is TypeScript run through tsx's loader, so there is no build step to forget.
// The node flag starts V8's young generation at its full size (64 MB semi-spaces, V8's maximum on 64-bit): a
// streamed list's pages (about 1 MB of JSON and its validated copy each) then die young, instead of V8 growing the
// young generation mid-export and promoting page data to the old generation until its first full collection.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
