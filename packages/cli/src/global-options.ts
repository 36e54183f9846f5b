/** The program's options that take a value, may stand before the command's words and are read before it is built. */
const valueOptions = ['--api', '--profile'] as const;

/**
 * A global option's value, read before the commands are built: `--api` (they are described for the platform it
 * names), `--profile` (whose platform and sign-in the run uses) and `--reason` (every call of the run carries it).
 */
export function globalFlagOf(argv: readonly string[], flag: '--api' | '--profile' | '--reason'): string | undefined {
  const index = argv.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index < 0) return undefined;
  const arg = argv[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

/**
 * How many words a global value option takes at the start of `arg`: 2 for `--api URL`, 1 for `--api=URL`, 0 when
 * `arg` is none (so the command's words can be found past `ops --profile live sellers list`).
 */
export function globalOptionWords(arg: string): number {
  if (valueOptions.some((option) => arg === option)) return 2;
  return valueOptions.some((option) => arg.startsWith(`${option}=`)) ? 1 : 0;
}
