// The import rules of the monorepo (docs/architecture.md, "Packages and arrows"), run by `pnpm run task:imports`.
const web = '^packages/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circles in any package, type-only imports included: shared types and contexts live in leaf files.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-app',
      comment: 'core is the shared domain: it never imports web, cli or platform.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^packages/(web|cli|platform)/' },
    },
    {
      name: 'nothing-imports-an-app',
      comment:
        'web, cli and platform are ends of the arrows: no other package imports their code (the end-to-end ' +
        'tests in tests/ drive them, so they may).',
      severity: 'error',
      from: { path: '^(packages/[^/]+|locales)/' },
      to: { path: '^packages/(web|cli|platform)/', pathNot: '^$1/' },
    },
    {
      name: 'platform-account-owner-is-a-base-service',
      comment:
        "The platform's account owner (merchants, divisions, sellers) is the service the others build on: KYC, " +
        'webhooks and the payout scheduler hear its events, subscribed in services/index.ts; it never imports them.',
      severity: 'error',
      from: { path: '^packages/platform/src/services/account-owner/' },
      to: { path: '^packages/platform/src/services/(kyc|webhooks|fund/scheduler)/' },
    },
    {
      name: 'web-lib-is-the-bottom',
      comment: "web's lib/ (i18n, storage, session, services, merchant selection) imports no other layer of the app.",
      severity: 'error',
      from: { path: `${web}lib/` },
      to: { path: `${web}(app|palette|screens|kit|domain-parts|ui|testing)/` },
    },
    {
      name: 'web-ui-knows-no-domain',
      comment: "web's ui/ holds parts that know no domain: it imports lib/ and itself, never a layer above.",
      severity: 'error',
      from: { path: `${web}ui/` },
      to: { path: `${web}(app|palette|screens|kit|domain-parts)/` },
    },
    {
      name: 'web-app-is-the-top',
      comment:
        "web's app/ is the shell (routing, session, sign-in, header, sidebar): nothing below it imports it, tests " +
        'included (what screens and the palette use from above lives in kit/, test support in testing/).',
      severity: 'error',
      from: { path: `${web}(palette|screens|kit|domain-parts|ui|lib)/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-kit-under-screens',
      comment:
        "web's kit/ (action hooks, page title, links) is what screens and the palette use from above: it knows no " +
        'screen, domain part or palette, and imports ui/ and lib/ only.',
      severity: 'error',
      from: { path: `${web}kit/` },
      to: { path: `${web}(app|palette|screens|domain-parts|testing)/` },
    },
    {
      name: 'web-domain-parts-under-screens',
      comment:
        "web's domain-parts/ holds domain parts several domains show: it imports kit/, ui/ and lib/, never app, " +
        'palette or screens.',
      severity: 'error',
      from: { path: `${web}domain-parts/` },
      to: { path: `${web}(app|palette|screens)/` },
    },
    {
      name: 'web-testing-only-in-tests',
      comment:
        "web's testing/ folders (the component tests' harness and samples, a domain's test kits) are for tests only.",
      severity: 'error',
      from: { path: `${web}`, pathNot: ['\\.test\\.tsx?$', '/testing/'] },
      to: { path: `${web}(testing|.*/testing)/` },
    },
    {
      name: 'web-screen-stays-in-its-domain',
      comment: 'A screen imports kit/, domain-parts/, ui/, lib/ and its own domain, never another domain.',
      severity: 'error',
      from: { path: `${web}screens/([^/]+)/` },
      to: { path: `${web}screens/`, pathNot: `${web}screens/$1/` },
    },
    {
      name: 'web-palette-only-common-parts',
      comment: "The palette shows a domain's common/ parts (create merchant), never a domain's screens.",
      severity: 'error',
      from: { path: `${web}palette/` },
      to: { path: `${web}screens/`, pathNot: `${web}screens/[^/]+/common/` },
    },
    {
      name: 'web-screens-not-the-palette',
      comment: 'Screens reach the palette only through kit/ (actions, action subject), not its internals.',
      severity: 'error',
      from: { path: `${web}screens/` },
      to: { path: `${web}palette/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$', 'locales/src/i18n-'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
