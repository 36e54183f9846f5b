import { globalOptionWords } from '../global-options.ts';

/**
 * Groups from before every noun had one plural group (`ops seller create` beside `ops sellers list`,
 * `ops transfers list` beside `ops balance-transfer create`): their commands live on under the new group.
 */
const renamedGroups: Readonly<Record<string, string>> = {
  merchant: 'merchants',
  division: 'divisions',
  seller: 'sellers',
  ubo: 'ubos',
  'external-account': 'external-accounts',
  iban: 'ibans',
  document: 'documents',
  transaction: 'transactions',
  'payout-request': 'payout-requests',
  'balance-transfer': 'balance-transfers',
  transfers: 'balance-transfers',
};

/** Commands that moved to another noun or lost the noun from their verb, e.g. `ops payouts approve-batch`. */
const renamedCommands: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  payouts: {
    process: 'payout-requests process',
    'delete-request': 'payout-requests delete',
    'return-request': 'payout-requests return',
    'regenerate-returned': 'payout-requests regenerate-returned',
    'approve-batch': 'payouts approve',
    'instruct-batch': 'payouts instruct',
    'cancel-batch': 'payouts cancel',
    'cancel-batch-item': 'payouts cancel-item',
  },
};

/** The words naming the command, before its first option; the program's own `--api <url>` and `--profile <name>` may precede them. */
export function commandWords(argv: readonly string[]): string[] {
  const words: string[] = [];
  for (let index = 0; index < argv.length && words.length < 2; index += 1) {
    const arg = argv[index] ?? '';
    const globalWords = globalOptionWords(arg);
    if (globalWords > 0) index += globalWords - 1;
    else if (arg.startsWith('-')) break;
    else words.push(arg);
  }
  return words;
}

/**
 * An old spelling and the current one, e.g. `ops seller create` and `ops sellers create`; undefined when the
 * command line is spelt the current way. An old spelling never runs: a script learns the new one instead.
 */
export function renamedCommandOf(argv: readonly string[]): { old: string; current: string } | undefined {
  const [group, verb] = commandWords(argv);
  if (!group) return undefined;
  const moved = verb ? renamedCommands[group]?.[verb] : undefined;
  if (moved) return { old: `ops ${group} ${verb}`, current: `ops ${moved}` };
  const renamed = renamedGroups[group];
  if (!renamed) return undefined;
  const rest = verb ? ` ${verb}` : '';
  return { old: `ops ${group}${rest}`, current: `ops ${renamed}${rest}` };
}
