import type { Merchant } from '../../contract/index.ts';
import { merchantSearchLimit } from '../../contract/index.ts';
import type { MerchantDirectory } from './merchant-directory.ts';

type DirectoryCall = 'searchMerchants' | 'listDivisions' | 'getMerchant';

export interface InMemoryMerchantDirectory extends MerchantDirectory {
  merchants: Merchant[];
  /** Every call made, e.g. `searchMerchants acme`, to assert what reached the "server". */
  calls: string[];
  /** Calls that fail, as an unreachable server would. */
  failing: Set<DirectoryCall>;
  /** Holds every answer back until the returned release is called, to look at the loading state. */
  hold(): () => void;
}

const settle = <T>(value: () => T, signal: AbortSignal, held: Promise<void>): Promise<T> =>
  new Promise((resolve, reject) => {
    held.then(() => {
      if (signal.aborted) return reject(signal.reason);
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    });
  });

/**
 * Merchant selection over a list in memory, answering as the account owner service does (name or code, 25 at
 * most, `tooManyResults` when more matched). For the tests of the flows' users, which run without a platform.
 */
export function inMemoryMerchantDirectory(merchants: Merchant[]): InMemoryMerchantDirectory {
  const calls: string[] = [];
  const failing = new Set<DirectoryCall>();
  let held: Promise<void> = Promise.resolve();

  function find(merchantCode: string): Merchant {
    const merchant = directory.merchants.find((candidate) => candidate.code === merchantCode);
    if (!merchant) throw new Error(`No merchant found with this code: ${merchantCode}`);
    return merchant;
  }

  function answer<T>(call: DirectoryCall, argument: string, signal: AbortSignal, value: () => T): Promise<T> {
    calls.push(`${call} ${argument}`);
    if (failing.has(call)) return Promise.reject(new Error(`${call} failed`));
    return settle(value, signal, held);
  }

  const directory: InMemoryMerchantDirectory = {
    merchants,
    calls,
    failing,
    hold() {
      let release = () => {};
      held = new Promise((resolve) => {
        release = () => {
          held = Promise.resolve();
          resolve();
        };
      });
      return release;
    },
    searchMerchants: (query, signal) =>
      answer('searchMerchants', query, signal, () => {
        const needle = query.toLowerCase();
        const matches = directory.merchants.filter(
          (merchant) => merchant.displayName.toLowerCase().includes(needle) || merchant.code.toLowerCase() === needle,
        );
        return {
          merchants: matches.slice(0, merchantSearchLimit),
          tooManyResults: matches.length > merchantSearchLimit,
        };
      }),
    listDivisions: (merchantCode, signal) =>
      answer('listDivisions', merchantCode, signal, () => find(merchantCode).divisions),
    getMerchant: (merchantCode, signal) => answer('getMerchant', merchantCode, signal, () => find(merchantCode)),
  };
  return directory;
}

let merchantSequence = 0;

/** A merchant as the service returns it, with one division per name given. */
export function sampleMerchant(displayName: string, divisionNames: string[] = ['Main']): Merchant {
  merchantSequence += 1;
  const code = `M-${String(merchantSequence).padStart(8, '0')}`;
  return {
    code,
    displayName,
    description: '',
    defaultKycTier: 'ADVANCED_KYC',
    countryCode: 'NLD',
    usCardProcessor: false,
    divisions: divisionNames.map((name, index) => ({ code: `D-${code.slice(2)}-${index + 1}`, displayName: name })),
    createdAt: '2024-05-01T12:00:00.000Z',
  };
}
