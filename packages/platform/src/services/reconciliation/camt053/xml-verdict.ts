import { Worker } from 'node:worker_threads';
import type { XMLValidator } from 'fast-xml-parser';

/** fast-xml-parser's verdict on a document: well-formed, or the first error with its line and column. */
export type XmlVerdict = ReturnType<typeof XMLValidator.validate>;

/**
 * The verdict reached on a worker thread of its own: checking a whole 10 MB statement is 0.3 to 0.8 s of work the
 * event loop, and so every other request, would wait for.
 */
export function xmlVerdictOffThread(xml: string): Promise<XmlVerdict> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xml-verdict-worker.ts', import.meta.url), { workerData: xml });
    worker.once('message', (verdict: XmlVerdict) => {
      resolve(verdict);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the XML check's worker ended (${code}) without a verdict`)));
  });
}
