// The worker of `xml-verdict.ts`: fast-xml-parser's verdict on the document it is handed.
import { parentPort, workerData } from 'node:worker_threads';
import { XMLValidator } from 'fast-xml-parser';

parentPort?.postMessage(XMLValidator.validate(workerData));
