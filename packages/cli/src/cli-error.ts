/** The exit codes of `ops` (its `--help` lists them). */
export const exitCodes = {
  /** Everything asked for was done, or there was nothing to do. */
  done: 0,
  failed: 1,
  /** The command line was wrong: nothing was done. */
  usage: 2,
  /** Some items of a bulk run failed; the others went through. */
  someFailed: 3,
  /** An approval rule held the call back: nothing ran yet; the approval request's code is on standard output. */
  sentForApproval: 4,
  /** Stopped by Ctrl+C (128 + SIGINT). */
  interrupted: 130,
} as const;

/** A failure the user is told about in one line on standard error, ending the command with a non-zero code. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number = exitCodes.failed) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** A command line that cannot run as written: one line, then `ops <command> --help` as the hint; exit code 2. */
export const usageError = (message: string) => new CliError(message, exitCodes.usage);
