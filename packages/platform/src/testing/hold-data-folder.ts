/**
 * A process that takes a data folder's lock and holds it until it is killed, with a short lease:
 * `node --import tsx hold-data-folder.ts <dataDir> <leaseMs> <renewMs>`. Prints `locked` once it holds it.
 */
import { lockDataFolder } from '../db/data-folder-lock.ts';

const [dataDir = '', leaseMs = '1500', renewMs = '200'] = process.argv.slice(2);
await lockDataFolder(dataDir, { leaseMs: Number(leaseMs), renewMs: Number(renewMs) });
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
