/** The ops command-line interface. */
export const cli = {
  description: 'Ops Console on the command line: script the work of the back-office with the same rules.',
  examples: 'Examples:',
  help: {
    usage: 'Usage:',
    argumentList: 'Arguments:',
    options: 'Options:',
    globalOptions: 'Global Options:',
    commands: 'Commands:',
    help: 'display help for command',
    version: 'output the version number',
  },
  exitCodes:
    'Exit codes: 0 done (or nothing to do), 1 failed, 2 wrong usage, 3 some items failed, 4 sent for approval (nothing ran yet), 130 interrupted',
  usage: {
    hint: '{message:string}. See {command:string} --help',
    unknownOption: 'unknown option {option:string}',
    unknownCommand: 'unknown command {command:string}',
    missingArgument: 'missing {argument:string}',
    optionMissingArgument: '{option:string} needs a value',
    conflictingOption: '{option:string} cannot be used with {other:string}',
    excessArguments: 'too many arguments',
    requiredOption: '{option:string} is required',
    wholeNumber: '{option:string} takes a whole number from 1 up, not {value:string}',
  },
  failures: {
    unreachable: 'Could not reach {url:string}: is the platform running there? (--api or OPS_API_URL)',
    tokenRefused:
      '{url:string} no longer accepts your session (it has ended or expired): run ops login to sign in again',
    envTokenRefused: '{url:string} refused OPS_TOKEN: set a valid one, or unset it and run ops login',
  },
  amounts: {
    option: 'in minor units: 1050 for €10.50',
    invalid: '{option:string}: {value:string} is not an amount; amounts are in minor units: 1050 for €10.50',
  },
  options: {
    api: 'the platform to talk to (default http://localhost:8080, or OPS_API_URL)',
    json: 'print one JSON document',
    jsonl: 'print one JSON object per line',
    csv: 'print CSV',
    raw: 'show amounts in minor units (cents) instead of major units',
    page: 'the page to show (1-based)',
    limit: 'rows per page',
    all: 'every page, streamed',
    merchant: 'merchant code (overrides `ops use`)',
    division: 'division code (overrides `ops use`)',
    yes: 'do it without asking',
    output: 'write the file it answers to this path (default: the file’s own name)',
  },
  login: {
    describe: 'sign in with the device authorization grant',
    visit: 'Open {url:string} and enter the code {code:string}',
    waiting: 'Waiting for the sign-in to be confirmed…',
    signedIn: 'Signed in as {email:string}',
    denied: 'The sign-in was refused or the code expired: run ops login again',
  },
  logout: { describe: 'forget the stored token (the bound merchant stays)', done: 'Signed out' },
  whoami: {
    describe: 'show who is signed in, checked with the platform',
    token: 'token valid until {until:string}',
    platform: 'Platform: {url:string}',
    bound: 'Merchant {merchantCode:string}, division {divisionCode:string}',
    unbound: 'No merchant bound: run ops use <merchant> [division]',
    profile: 'Profile: {name:string}',
    productionProfile: 'Profile: {name:string} (production)',
  },
  session: {
    notSignedIn: 'Not signed in: run ops login (or set OPS_TOKEN)',
    profileNotSignedIn: 'Profile {profile:string} is not signed in: run ops login --profile {profile:string}',
    expired: 'Your session has ended or expired: run ops login to sign in again',
    envExpired: 'OPS_TOKEN has expired: set a fresh token, or unset it and run ops login',
    envInvalid: 'OPS_TOKEN is not an identity token: set a valid one, or unset it and run ops login',
  },
  use: {
    describe: 'bind the commands to a merchant and division',
    bound: 'Using {merchant:string} ({merchantCode:string}) / {division:string} ({divisionCode:string})',
    severalDivisions: 'The merchant has several divisions: name one of {codes:string}',
    cleared: 'No merchant bound any more',
  },
  lists: {
    users: "a merchant's users (the bound merchant or --merchant), newest first",
    userSearch: 'only users whose username, e-mail or name contains this text',
    kycChecks: 'the KYC checks queue of every merchant (or --merchant), oldest first',
    kycHistory: "a seller's KYC history (a seller of the bound division), newest first",
    kycSeller: "the seller's code",
    kycTier: 'only sellers on this KYC tier: LIGHT_KYC, STANDARD_KYC or ADVANCED_KYC',
    olderThan: 'only tasks opened at least this many days ago',
    merchants: 'search merchants by name (3 letters at least) or code',
    divisions: 'the divisions of a merchant (--merchant, else the bound one)',
    transactions: 'payments, refunds and chargebacks of the bound division',
    sellers: 'the sellers of the bound division',
    payoutRequests: 'payout requests, of every merchant or the bound division',
    payouts: 'payout batches, of every merchant or the bound division',
    transfers: 'balance transfers, of every merchant or the bound division',
    search: 'search by name or code',
    transactionSearch: 'the start of the split code, reference, order number or PSP reference',
    status: 'only this status',
    statuses: 'only these statuses, repeated or comma-separated: {choices:string}',
    types: 'only these types, repeated or comma-separated: {choices:string}',
    type: 'only this type: {choices:string}',
    currency: 'only this currency (an ISO code: EUR)',
    from: 'created on or after this day (YYYY-MM-DD)',
    to: 'created on or before this day (YYYY-MM-DD)',
    seller: 'only this seller (account holder code)',
    hideNoBalance: 'leave out sellers without balance',
    showDeleted: 'include deleted sellers',
    empty: 'No results found',
    pageOf: 'page {page:number} of {pages:number}, {total:number} in all',
    more: 'Page {page:number} of {pages:number} ({total:number} in all): --page {next:number} for the next, --all for every one',
  },
  show: {
    merchants: 'one merchant with its divisions',
    divisions: 'one division of a merchant (--merchant, else the bound one) with its virtual accounts',
    sellers: 'one seller of the bound division with its balances',
    transactions: 'one transaction of the bound division: its split, related transactions and balance impact',
    payoutRequests: 'one payout request with its batch, account balances and bank statement lines',
    payouts: 'one payout batch with its items',
    transfers: 'one balance transfer',
    code: 'the code to show',
  },
  /** Column headers the web screens do not have (yet). */
  columns: {
    country: 'Country',
    divisions: 'Divisions',
    virtualAccounts: 'Virtual accounts',
    reference: 'Reference',
    cancelledAt: 'Cancelled',
    instructedAt: 'Instructed',
    deleted: 'Deleted',
    hostedOnboardingUrl: 'Hosted onboarding URL',
  },
  audit: {
    describe: "an entity's audit trail, newest first: when, who, which action and what changed",
    entityType:
      'the kind of entity: accountHolder, division, merchant, document, externalAccount, ubo, payoutRequest, payoutBatch, balanceTransfer, splitTransaction or bankStatementLine',
    entityId: 'its code',
  },
  activity: {
    describe: 'every audited change, newest first: who, what, where it came from and why',
    list: 'the newest changes, filtered by merchant, division, person, object, action, source and time',
    tail: 'follow the changes as they are written (Ctrl+C stops)',
    actor: "only this person's changes (their e-mail)",
    entityType: 'only changes to this kind of object',
    entityId: 'only changes to the object with this code',
    action: 'only this action (a route id, e.g. createBalanceTransfer)',
    source: 'only changes from WEB, PALETTE, CLI, API or JOB',
    from: 'only changes at or after this time (ISO 8601)',
    to: 'only changes at or before this time (ISO 8601)',
    before: 'only changes older than the entry with this id (the next page)',
    allMerchants: 'changes of every merchant, not only the bound one',
  },
  auditVerify: {
    describe: "check the audit trail's hash chain; exit code 1 names the first broken entry",
  },
  completion: {
    describe: 'print a shell completion script for bash or zsh',
    shell: 'bash or zsh',
    unknownShell: 'No completion for {shell:string}: choose bash or zsh',
    install: 'Add to ~/.bashrc: source <(ops completion bash); to ~/.zshrc: source <(ops completion zsh)',
  },
  process: {
    describe:
      'process waiting payout requests in bulk: codes as arguments, from a file, from standard input (-) or by filter',
    fromFile: 'read the codes from this file, one per line (- for standard input)',
    concurrency: 'process calls under way at once',
    chunkSize: 'requests per process call',
    report: 'write a CSV report of every request to this file (checked before the first call)',
    allStatuses: 'with a filter but no --status: process every request it lists, whatever its status',
    needsSelection: 'name what to process: codes, --from-file, --status WAITING, or --all-statuses',
    reportUnwritable: 'cannot write the report to {path:string} ({reason:string})',
    draining:
      'Stopping after the {calls:number} {{call|calls}} under way, so their outcome is reported. Ctrl+C again stops at once.',
    nothing: 'No payout requests to process',
    progress: '{done:number}/{total:number} done · {failed:number} failed · {rate:number} req/s · ETA {eta:string}',
    allProcessed:
      '{{total:The|All}} {total:number} {{request|requests}} went through ({accepted:number} accepted, {skipped:number} {{was|were}} not waiting)',
    interrupted:
      'Stopped: {done:number} of {total:number} answered. Run the same command again to go on; nothing is processed twice.',
    outcomes: { pending: 'pending', accepted: 'accepted', failed: 'failed', skipped: 'skipped', error: 'error' },
  },
  actions: {
    describe: 'run an action of the console',
    /** Core's confirmation (the action as a question, then what it does and names), then the question itself. */
    confirm: '{details:string}\nAre you sure? [y/N] ',
    /** Deleting a merchant or a division: core's confirmation, then its code to type. */
    confirmTyped: '{details:string}\n{prompt:string}: ',
    needsYes: '{label:string} moves money, deletes or acts on many objects: add --yes to do it without a terminal',
    cancelled: 'Nothing was done',
    invalid: '{option:string}: {message:string}',
  },
  jobs: {
    list: 'background jobs, newest first, with their attempts, last error and next run',
    queues: 'the job queues (one a kind of job) with their jobs counted by state and their next run',
    show: 'one background job, with its payload',
    queue: 'only the jobs of this queue, e.g. webhooks.deliver',
    state: 'only the jobs in this state: {states:string}',
  },
  schedules: {
    list: 'the schedules (payout dates, auto-reconciliation, pruning), soonest first, with their next and last run',
    queue: 'only the schedules of this queue, e.g. payouts.scheduledRun',
  },
  approvals: {
    list: 'approval requests of every merchant, newest first',
    waitingForMe: 'only those you may approve now (open, not yours, not approved by you)',
    status: 'only requests in this status: PENDING, APPROVED, EXECUTED, FAILED, REJECTED, EXPIRED',
    show: 'one approval request: what it will run, who asked, why, its approvals and outcome',
    operation: 'What runs',
    wait: 'when an approval rule holds it back, wait for the approval and print the outcome',
    waiting: '{message:string}: waiting for the approval…',
    ended: '{code:string} {status:string}: {reason:string}',
    held: '{count:number} {{call was|calls were}} sent for approval: {codes:string}; nothing ran yet',
  },
  fields: {
    json: 'print these fields (comma-separated) as one JSON document; `ops schema` lists them',
    jsonl: 'print one JSON object per line: these fields, or without a list every field the platform answers',
    jq: 'filter the --json document with a jq expression (jq ships with ops; strings print without quotes)',
    needed: '--json needs its fields, comma-separated: {fields:string} (--jsonl alone prints every field)',
    unknown: 'unknown field {field:string}; the fields are {fields:string}',
    jqNeedsJson: '--jq filters --json: add --json FIELDS',
    jqInvalid: '--jq {expression:string}: {message:string}',
    template:
      'print the --json document through a Handlebars template with the helpers tablerow, timeago and money (ops help formats)',
    templateNeedsJson: '--template fills in --json: add --json FIELDS',
    templateInvalid: '--template: {message:string}',
  },
  schema: {
    describe: "every list's fields in --json, --jsonl and --csv, with their types (or one list's: ops schema sellers)",
    command: 'a group or a list, e.g. sellers or kyc-checks history',
    noList: 'No list is called {command:string}: ops schema names them all',
  },
  formats: {
    describe: 'how lists are printed for people and for scripts',
    topic: `Output formats

A list prints as an aligned table for people: amounts as the screens show them in your language (--raw: in minor
units), cut to the terminal's width. Scripts take one of the machine formats, which never change with OPS_LANG:

  --json FIELD,FIELD   one JSON document (an array) with these fields; --json alone names the fields (exit 2)
  --jsonl FIELD,FIELD  one JSON object per line with these fields; --jsonl alone prints every field the platform
                       answers, nested as it answers them
  --csv                every field, one column each, headed by the field's name (RFC 4180, CRLF); text that
                       starts like a formula (= + - @ tab CR) is written '-prefixed and quoted
  --jq EXPR            filters the --json document with jq (shipped with ops); a string prints without quotes
  --template TEMPLATE  fills in a Handlebars template (handlebarsjs.com) with the --json document, nothing
                       escaped, with three helpers: tablerow a b … (one row of a table whose columns line up over
                       the whole output), timeago createdAt (a timestamp as time ago) and money amount currency
                       (an amount as the screens show it), in your language

Amounts are exact: an integer in minor units (1050 is EUR 10.50), its currency in a field of its own. A field
named amount has its currency in currency; any other amount field NAME has it in NAMECurrency (a seller's
confirmedBalance and confirmedBalanceCurrency: its virtual accounts' confirmed balances summed, null when they
are in different currencies). Timestamps are ISO 8601 in UTC, days YYYY-MM-DD, a missing value null.

A shown record (ops … show CODE) and the merchants' and divisions' lists are exact too: --json and --jsonl print
the platform's objects, whose amounts are integers in minor units beside their currency; --csv prints one row under
English headers, an amount as an integer in minor units under its header and its currency under the header and
' currency' (Total amount 10000, Total amount currency EUR).

ops schema lists every list's fields and types; ops schema sellers one group's.

Examples:
  ops sellers list --json code,confirmedBalance --jq '.[] | select(.confirmedBalance > 0) | .code'
  ops transactions list --all --jsonl code,amount,currency > transactions.jsonl
  ops payout-requests list --status WAITING --csv > waiting.csv
`,
  },
  profiles: {
    describe: 'the platforms you work on, each with its sign-in, merchant and division: add, list, use, remove',
    option: 'run with this profile: its platform, sign-in, merchant and division (or OPS_PROFILE)',
    examples:
      '  ops profiles add live --api https://ops.example.com --merchant M-1 --division D-1\n  ops login --profile live\n  ops sellers list --profile live\n  OPS_PROFILE=live ops whoami\n  ops profiles use live',
    add: 'add a profile, or change one: the platform it talks to (--api, required) and the merchant and division it binds',
    name: 'the profile’s name: letters, digits, - and _',
    merchant: 'the merchant it binds (with --division)',
    division: 'the division it binds (with --merchant)',
    added: 'Profile {name:string} talks to {url:string}: sign in with ops login --profile {name:string}',
    needsApi: 'ops profiles add {name:string} needs --api with the platform’s http or https URL',
    needsBoth: '--merchant and --division go together',
    invalidName: '{name:string} is not a profile name: letters, digits, - and _, 40 at most',
    unknown: 'No profile named {name:string}: ops profiles list shows them, ops profiles add adds one',
    list: 'the profiles, the one in use marked with *',
    names: 'only the names, one a line',
    columns: {
      name: 'Profile',
      platform: 'Platform',
      merchant: 'Merchant',
      division: 'Division',
      signedInAs: 'Signed in as',
    },
    notSignedIn: 'not signed in',
    use: 'use this profile from now on (--profile or OPS_PROFILE still choose another for one run)',
    using: 'Using profile {name:string} ({url:string})',
    remove: 'remove a profile and forget its sign-in',
    removeTitle: 'Remove profile {name:string}?',
    removeMessage: 'Its sign-in and binding are forgotten here; nothing changes on the platform.',
    removeNeedsYes: 'Removing profile {name:string} forgets its sign-in: add --yes to do it without a terminal',
    removed: 'Removed profile {name:string}',
    production: 'PRODUCTION: profile {name:string} ({url:string})',
    productionAsk: 'Profile {name:string} acts on a production platform.',
    productionNeedsYes:
      '{label:string} acts on production (profile {name:string}): add --yes to do it without a terminal',
    yes: 'do it without asking (a production profile asks before every action)',
  },
  dryRun: {
    option: 'show the request it would send and its question, send nothing',
    request: 'Would send:',
    idempotencyKey: 'Idempotency-Key: {key:string}',
    nothingSent: 'Nothing was sent (--dry-run)',
  },
  renamed: '{old:string} is now {current:string}',
};
