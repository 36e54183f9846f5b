import type { Translation } from '../i18n-types.js';

/** De opdrachtregel van ops. */
export const cli = {
  description: 'Ops Console op de opdrachtregel: automatiseer het werk van de back-office met dezelfde regels.',
  examples: 'Voorbeelden:',
  help: {
    usage: 'Gebruik:',
    argumentList: 'Argumenten:',
    options: 'Opties:',
    globalOptions: 'Algemene opties:',
    commands: 'Opdrachten:',
    help: 'hulp bij de opdracht tonen',
    version: 'het versienummer tonen',
  },
  exitCodes:
    'Afsluitcodes: 0 klaar (of niets te doen), 1 mislukt, 2 verkeerd gebruik, 3 sommige items mislukt, 4 ter goedkeuring verstuurd (nog niets uitgevoerd), 130 onderbroken',
  usage: {
    hint: '{message}. Zie {command} --help',
    unknownOption: 'onbekende optie {option}',
    unknownCommand: 'onbekende opdracht {command}',
    missingArgument: '{argument} ontbreekt',
    optionMissingArgument: '{option} heeft een waarde nodig',
    conflictingOption: '{option} kan niet samen met {other}',
    excessArguments: 'te veel argumenten',
    requiredOption: '{option} is verplicht',
    wholeNumber: '{option} neemt een heel getal vanaf 1, niet {value}',
  },
  failures: {
    unreachable: '{url} is niet bereikbaar: draait het platform daar? (--api of OPS_API_URL)',
    tokenRefused:
      '{url} accepteert je sessie niet meer (beëindigd of verlopen): voer ops login uit om opnieuw aan te melden',
    envTokenRefused: '{url} weigert OPS_TOKEN: zet een geldig token, of haal OPS_TOKEN weg en voer ops login uit',
  },
  amounts: {
    option: 'in centen: 1050 voor € 10,50',
    invalid: '{option}: {value} is geen bedrag; bedragen zijn in centen: 1050 voor € 10,50',
  },
  options: {
    api: 'het platform om mee te praten (standaard http://localhost:8080, of OPS_API_URL)',
    json: 'één JSON-document afdrukken',
    jsonl: 'één JSON-object per regel afdrukken',
    csv: 'CSV afdrukken',
    raw: 'bedragen in centen tonen in plaats van in hele eenheden',
    page: 'de pagina om te tonen (vanaf 1)',
    limit: 'rijen per pagina',
    all: 'alle pagina’s, doorlopend',
    merchant: 'merchantcode (gaat voor `ops use`)',
    division: 'divisiecode (gaat voor `ops use`)',
    yes: 'uitvoeren zonder te vragen',
    output: 'het bestand dat het teruggeeft naar dit pad schrijven (standaard: de eigen naam van het bestand)',
  },
  login: {
    describe: 'inloggen met de device authorization grant',
    visit: 'Open {url} en voer de code {code} in',
    waiting: 'Wachten tot het inloggen is bevestigd…',
    signedIn: 'Ingelogd als {email}',
    denied: 'Het inloggen is geweigerd of de code is verlopen: voer ops login opnieuw uit',
  },
  logout: { describe: 'het bewaarde token vergeten (de gebonden merchant blijft)', done: 'Uitgelogd' },
  whoami: {
    describe: 'tonen wie is ingelogd, nagevraagd bij het platform',
    token: 'token geldig tot {until}',
    platform: 'Platform: {url}',
    bound: 'Merchant {merchantCode}, divisie {divisionCode}',
    unbound: 'Geen merchant gebonden: voer ops use <merchant> [divisie] uit',
    profile: 'Profiel: {name}',
    productionProfile: 'Profiel: {name} (productie)',
  },
  session: {
    notSignedIn: 'Niet ingelogd: voer ops login uit (of zet OPS_TOKEN)',
    profileNotSignedIn: 'Profiel {profile} is niet ingelogd: voer ops login --profile {profile} uit',
    expired: 'Je sessie is beëindigd of verlopen: voer ops login uit om opnieuw aan te melden',
    envExpired: 'OPS_TOKEN is verlopen: zet een nieuw token, of haal OPS_TOKEN weg en voer ops login uit',
    envInvalid: 'OPS_TOKEN is geen identiteitstoken: zet een geldig token, of haal OPS_TOKEN weg en voer ops login uit',
  },
  use: {
    describe: 'de opdrachten aan een merchant en divisie binden',
    bound: 'In gebruik: {merchant} ({merchantCode}) / {division} ({divisionCode})',
    severalDivisions: 'De merchant heeft meerdere divisies: noem er een van {codes}',
    cleared: 'Geen merchant meer gebonden',
  },
  lists: {
    users: 'de gebruikers van een merchant (de gekoppelde of --merchant), nieuwste eerst',
    userSearch: 'alleen gebruikers waarvan gebruikersnaam, e-mail of naam deze tekst bevat',
    kycChecks: 'de wachtrij van KYC-controles van alle merchants (of --merchant), oudste eerst',
    kycHistory: 'de KYC-geschiedenis van een verkoper (van de gekoppelde divisie), nieuwste eerst',
    kycSeller: 'de code van de verkoper',
    kycTier: 'alleen verkopers met dit KYC-niveau: LIGHT_KYC, STANDARD_KYC of ADVANCED_KYC',
    olderThan: 'alleen taken die minstens zoveel dagen geleden zijn geopend',
    merchants: 'merchants zoeken op naam (minstens 3 letters) of code',
    divisions: 'de divisies van een merchant (--merchant, anders de gebonden merchant)',
    transactions: 'betalingen, terugbetalingen en chargebacks van de gebonden divisie',
    sellers: 'de sellers van de gebonden divisie',
    payoutRequests: 'uitbetalingsverzoeken, van alle merchants of van de gebonden divisie',
    payouts: 'uitbetalingsbatches, van alle merchants of van de gebonden divisie',
    transfers: 'saldo-overboekingen, van alle merchants of van de gebonden divisie',
    search: 'zoeken op naam of code',
    transactionSearch: 'het begin van de splitcode, referentie, ordernummer of PSP-referentie',
    status: 'alleen deze status',
    statuses: 'alleen deze statussen, herhaald of met komma’s gescheiden: {choices}',
    types: 'alleen deze soorten, herhaald of met komma’s gescheiden: {choices}',
    type: 'alleen deze soort: {choices}',
    currency: 'alleen deze valuta (een ISO-code: EUR)',
    from: 'aangemaakt op of na deze dag (JJJJ-MM-DD)',
    to: 'aangemaakt op of voor deze dag (JJJJ-MM-DD)',
    seller: 'alleen deze seller (account holder code)',
    hideNoBalance: 'sellers zonder saldo weglaten',
    showDeleted: 'verwijderde sellers meenemen',
    empty: 'Geen resultaten gevonden',
    pageOf: 'pagina {page} van {pages}, {total} in totaal',
    more: 'Pagina {page} van {pages} ({total} in totaal): --page {next} voor de volgende, --all voor alle',
  },
  show: {
    merchants: 'één merchant met zijn divisies',
    divisions: 'één divisie van een merchant (--merchant, anders de gebonden merchant) met haar virtuele rekeningen',
    sellers: 'één seller van de gebonden divisie met zijn saldi',
    transactions: 'één transactie van de gebonden divisie: de split, verwante transacties en de saldo-impact',
    payoutRequests: 'één uitbetalingsverzoek met zijn batch, rekeningsaldi en bankafschriftregels',
    payouts: 'één uitbetalingsbatch met zijn items',
    transfers: 'één saldo-overboeking',
    code: 'de code om te tonen',
  },
  columns: {
    country: 'Land',
    divisions: 'Divisies',
    virtualAccounts: 'Virtuele rekeningen',
    reference: 'Referentie',
    cancelledAt: 'Geannuleerd',
    instructedAt: 'Opgedragen',
    deleted: 'Verwijderd',
    hostedOnboardingUrl: 'Hosted-onboarding-URL',
  },
  audit: {
    describe: 'het auditspoor van een entiteit, nieuwste eerst: wanneer, wie, welke actie en wat er wijzigde',
    entityType:
      'het soort entiteit: accountHolder, division, merchant, document, externalAccount, ubo, payoutRequest, payoutBatch, balanceTransfer, splitTransaction of bankStatementLine',
    entityId: 'de code ervan',
  },
  activity: {
    describe: 'elke geauditeerde wijziging, nieuwste eerst: wie, wat, waar die vandaan kwam en waarom',
    list: 'de nieuwste wijzigingen, gefilterd op merchant, divisie, persoon, object, actie, bron en tijd',
    tail: 'de wijzigingen volgen terwijl ze worden geschreven (Ctrl+C stopt)',
    actor: 'alleen de wijzigingen van deze persoon (het e-mailadres)',
    entityType: 'alleen wijzigingen aan dit soort object',
    entityId: 'alleen wijzigingen aan het object met deze code',
    action: 'alleen deze actie (een route-id, bijv. createBalanceTransfer)',
    source: 'alleen wijzigingen uit WEB, PALETTE, CLI, API of JOB',
    from: 'alleen wijzigingen op of na dit tijdstip (ISO 8601)',
    to: 'alleen wijzigingen op of voor dit tijdstip (ISO 8601)',
    before: 'alleen wijzigingen ouder dan de regel met deze id (de volgende pagina)',
    allMerchants: 'wijzigingen van elke merchant, niet alleen de gekoppelde',
  },
  auditVerify: {
    describe: 'de hashketen van het auditspoor controleren; exitcode 1 noemt de eerste verbroken regel',
  },
  completion: {
    describe: 'een shell-aanvulscript voor bash of zsh afdrukken',
    shell: 'bash of zsh',
    unknownShell: 'Geen aanvulling voor {shell}: kies bash of zsh',
    install: 'Zet in ~/.bashrc: source <(ops completion bash); in ~/.zshrc: source <(ops completion zsh)',
  },
  process: {
    describe:
      'wachtende uitbetalingsverzoeken in bulk verwerken: codes als argumenten, uit een bestand, van standaardinvoer (-) of met een filter',
    fromFile: 'de codes uit dit bestand lezen, één per regel (- voor standaardinvoer)',
    concurrency: 'verwerkingsaanroepen tegelijk',
    chunkSize: 'verzoeken per verwerkingsaanroep',
    report: 'een CSV-rapport van elk verzoek naar dit bestand schrijven (gecontroleerd vóór de eerste aanroep)',
    allStatuses: 'met een filter maar zonder --status: elk verzoek verwerken dat het toont, welke status ook',
    needsSelection: 'noem wat er verwerkt moet worden: codes, --from-file, --status WAITING, of --all-statuses',
    reportUnwritable: 'kan het rapport niet naar {path} schrijven ({reason})',
    draining:
      'Stoppen na de {calls} {{aanroep|aanroepen}} die nog lopen, zodat hun uitkomst in het rapport staat. Nogmaals Ctrl+C stopt meteen.',
    nothing: 'Geen uitbetalingsverzoeken om te verwerken',
    progress: '{done}/{total} klaar · {failed} mislukt · {rate} verz./s · nog {eta}',
    allProcessed:
      '{{total:Het|Alle}} {total} {{verzoek is|verzoeken zijn}} verwerkt ({accepted} geaccepteerd, {skipped} {{wachtte|wachtten}} niet meer)',
    interrupted:
      'Gestopt: {done} van {total} beantwoord. Voer dezelfde opdracht opnieuw uit om verder te gaan; niets wordt twee keer verwerkt.',
    outcomes: {
      pending: 'wachtend',
      accepted: 'geaccepteerd',
      failed: 'mislukt',
      skipped: 'overgeslagen',
      error: 'fout',
    },
  },
  actions: {
    describe: 'een actie van de console uitvoeren',
    confirm: '{details}\nWeet je het zeker? [j/N] ',
    confirmTyped: '{details}\n{prompt}: ',
    needsYes:
      '{label} verplaatst geld, verwijdert of werkt op veel objecten: voeg --yes toe om het zonder terminal te doen',
    cancelled: 'Er is niets gedaan',
    invalid: '{option}: {message}',
  },
  jobs: {
    list: 'achtergrondtaken, nieuwste eerst, met hun pogingen, laatste fout en volgende run',
    queues: 'de wachtrijen (één per soort taak) met hun taken geteld per status en hun volgende run',
    show: 'één achtergrondtaak, met zijn gegevens',
    queue: 'alleen de taken van deze wachtrij, bijv. webhooks.deliver',
    state: 'alleen de taken met deze status: {states}',
  },
  schedules: {
    list: 'de planningen (uitbetaaldata, automatische afstemming, opschonen), eerstvolgende eerst, met hun volgende en laatste run',
    queue: 'alleen de planningen van deze wachtrij, bijv. payouts.scheduledRun',
  },
  approvals: {
    list: 'goedkeuringsverzoeken van alle merchants, nieuwste eerst',
    waitingForMe: 'alleen die u nu mag goedkeuren (open, niet van u, nog niet door u goedgekeurd)',
    status: 'alleen verzoeken met deze status: PENDING, APPROVED, EXECUTED, FAILED, REJECTED, EXPIRED',
    show: 'één goedkeuringsverzoek: wat het uitvoert, wie het vroeg, waarom, de goedkeuringen en de uitkomst',
    operation: 'Wat wordt uitgevoerd',
    wait: 'als een goedkeuringsregel het tegenhoudt: wacht op de goedkeuring en toon de uitkomst',
    waiting: '{message}: wacht op de goedkeuring…',
    ended: '{code} {status}: {reason}',
    held: '{count} {{aanroep is|aanroepen zijn}} ter goedkeuring verstuurd: {codes}; er is nog niets uitgevoerd',
  },
  fields: {
    json: 'deze velden (door komma’s gescheiden) als één JSON-document afdrukken; `ops schema` noemt ze',
    jsonl: 'één JSON-object per regel afdrukken: deze velden, of zonder lijst elk veld dat het platform geeft',
    jq: 'het --json-document filteren met een jq-expressie (jq zit in ops; tekst zonder aanhalingstekens)',
    needed: '--json heeft zijn velden nodig, door komma’s gescheiden: {fields} (--jsonl alleen drukt elk veld af)',
    unknown: 'onbekend veld {field}; de velden zijn {fields}',
    jqNeedsJson: '--jq filtert --json: voeg --json VELDEN toe',
    jqInvalid: '--jq {expression}: {message}',
    template:
      'het --json-document afdrukken via een Handlebars-sjabloon met de helpers tablerow, timeago en money (ops help formats)',
    templateNeedsJson: '--template vult --json in: voeg --json VELDEN toe',
    templateInvalid: '--template: {message}',
  },
  schema: {
    describe:
      'de velden van elke lijst in --json, --jsonl en --csv, met hun types (of van één lijst: ops schema sellers)',
    command: 'een groep of een lijst, bijvoorbeeld sellers of kyc-checks history',
    noList: 'Er is geen lijst {command}: ops schema noemt ze allemaal',
  },
  formats: {
    describe: 'hoe lijsten worden afgedrukt voor mensen en voor scripts',
    topic: `Uitvoerformaten

Een lijst wordt voor mensen als uitgelijnde tabel afgedrukt: bedragen zoals de schermen ze tonen in jouw taal
(--raw: in centen), afgekapt op de breedte van de terminal. Scripts nemen een van de machineformaten, die nooit
met OPS_LANG veranderen:

  --json VELD,VELD     één JSON-document (een array) met deze velden; --json alleen noemt de velden (exitcode 2)
  --jsonl VELD,VELD    één JSON-object per regel met deze velden; --jsonl alleen drukt elk veld af dat het
                       platform geeft, genest zoals het platform het geeft
  --csv                elk veld in een eigen kolom, met de naam van het veld als kop (RFC 4180, CRLF); tekst die
                       begint als een formule (= + - @ tab CR) wordt met ' ervoor en tussen aanhalingstekens geschreven
  --jq EXPR            filtert het --json-document met jq (zit in ops); tekst wordt zonder aanhalingstekens afgedrukt
  --template SJABLOON  vult een Handlebars-sjabloon (handlebarsjs.com) met het --json-document, niets
                       ge-escapet, met drie helpers: tablerow a b … (een rij van een tabel waarvan de kolommen over
                       de hele uitvoer uitlijnen), timeago createdAt (een tijdstip als tijd geleden) en money amount
                       currency (een bedrag zoals de schermen het tonen), in jouw taal

Bedragen zijn exact: een geheel getal in centen (1050 is EUR 10,50), de valuta in een eigen veld. Een veld amount
heeft zijn valuta in currency; elk ander bedragveld NAAM in NAAMCurrency (van een seller confirmedBalance en
confirmedBalanceCurrency: de bevestigde saldi van zijn virtuele rekeningen opgeteld, null als die in verschillende
valuta zijn). Tijdstippen zijn ISO 8601 in UTC, dagen JJJJ-MM-DD, een ontbrekende waarde null.

Een getoond record (ops … show CODE) en de lijsten van merchants en divisies zijn ook exact: --json en --jsonl
drukken de objecten van het platform af, met bedragen als gehele getallen in centen naast hun valuta; --csv drukt
één rij af onder Engelse koppen, een bedrag als geheel getal in centen onder zijn kop en de valuta onder de kop met
' currency' erachter (Total amount 10000, Total amount currency EUR).

ops schema noemt de velden en types van elke lijst; ops schema sellers die van één groep.

Voorbeelden:
  ops sellers list --json code,confirmedBalance --jq '.[] | select(.confirmedBalance > 0) | .code'
  ops transactions list --all --jsonl code,amount,currency > transactions.jsonl
  ops payout-requests list --status WAITING --csv > waiting.csv
`,
  },
  profiles: {
    describe: 'de platforms waarop je werkt, elk met eigen login, merchant en divisie: add, list, use, remove',
    option: 'met dit profiel uitvoeren: zijn platform, login, merchant en divisie (of OPS_PROFILE)',
    examples:
      '  ops profiles add live --api https://ops.example.com --merchant M-1 --division D-1\n  ops login --profile live\n  ops sellers list --profile live\n  OPS_PROFILE=live ops whoami\n  ops profiles use live',
    add: 'een profiel toevoegen of wijzigen: het platform waarmee het praat (--api, verplicht) en de merchant en divisie die het bindt',
    name: 'de naam van het profiel: letters, cijfers, - en _',
    merchant: 'de merchant die het bindt (met --division)',
    division: 'de divisie die het bindt (met --merchant)',
    added: 'Profiel {name} praat met {url}: log in met ops login --profile {name}',
    needsApi: 'ops profiles add {name} heeft --api nodig met de http- of https-URL van het platform',
    needsBoth: '--merchant en --division horen bij elkaar',
    invalidName: '{name} is geen profielnaam: letters, cijfers, - en _, hoogstens 40',
    unknown: 'Er is geen profiel {name}: ops profiles list toont ze, ops profiles add voegt er een toe',
    list: 'de profielen, het profiel in gebruik gemarkeerd met *',
    names: 'alleen de namen, een per regel',
    columns: {
      name: 'Profiel',
      platform: 'Platform',
      merchant: 'Merchant',
      division: 'Divisie',
      signedInAs: 'Ingelogd als',
    },
    notSignedIn: 'niet ingelogd',
    use: 'dit profiel voortaan gebruiken (--profile of OPS_PROFILE kiezen voor één keer een ander)',
    using: 'Profiel {name} in gebruik ({url})',
    remove: 'een profiel verwijderen en zijn login vergeten',
    removeTitle: 'Profiel {name} verwijderen?',
    removeMessage: 'De login en binding worden hier vergeten; op het platform verandert niets.',
    removeNeedsYes: 'Profiel {name} verwijderen vergeet zijn login: voeg --yes toe om het zonder terminal te doen',
    removed: 'Profiel {name} verwijderd',
    production: 'PRODUCTIE: profiel {name} ({url})',
    productionAsk: 'Profiel {name} werkt op een productieplatform.',
    productionNeedsYes: '{label} werkt op productie (profiel {name}): voeg --yes toe om het zonder terminal te doen',
    yes: 'uitvoeren zonder te vragen (een productieprofiel vraagt voor elke actie)',
  },
  dryRun: {
    option: 'het verzoek tonen dat het zou sturen en de vraag, niets versturen',
    request: 'Zou versturen:',
    idempotencyKey: 'Idempotency-Key: {key}',
    nothingSent: 'Er is niets verstuurd (--dry-run)',
  },
  renamed: '{old} heet nu {current}',
} satisfies Translation['cli'];
