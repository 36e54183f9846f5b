import type { Page } from '@playwright/test';

export interface HeldChunk {
  /** Whether the page has asked for it yet. */
  asked(): boolean;
  /** Lets it through. */
  release(): void;
}

/**
 * Holds the app's chunks whose file name matches until released, as a slow link holds them. The spec must block
 * service workers (`test.use({ serviceWorkers: 'block' })`): a chunk from their cache never reaches the network.
 */
export async function holdChunk(page: Page, fileName: RegExp): Promise<HeldChunk> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(fileName, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { asked: () => asked, release };
}
