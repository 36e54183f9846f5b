// The benchmark's transfer clients on their own thread (see runTransferClientsOnWorker).
import { parentPort, workerData } from 'node:worker_threads';
import { runTransferClients, type TransferPlan } from './transfer-clients.ts';

parentPort?.postMessage(await runTransferClients(workerData as TransferPlan));
