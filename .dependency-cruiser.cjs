// Module boundaries of the product (docs/decisions/0061-domain-modules-and-boundaries.md), checked by
// `npm run lint` (`depcruise`). Domain modules are folders of functions/ with a public index.ts.
const DOMAINS =
  '(account|applicant-session|applicants|audit|contact|interview-templates|interviews|job-positions|reminders|scoring|sessions|team)';
const INFRASTRUCTURE = '(http|observability|errors|data|email|ai)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module imports itself through others (server and web): a cycle makes load order matter and ties modules that should stand alone. Put the shared part with the entity or in a lower folder.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'observability-is-a-leaf',
      comment:
        'Logger, tracer and metrics are used by http, data, workers and adapters, and use none of them.',
      severity: 'error',
      from: { path: '^functions/observability/' },
      to: { path: '^functions/', pathNot: ['^functions/observability/', '^functions/config\\.ts$'] },
    },
    {
      name: 'errors-are-a-leaf',
      comment:
        'The typed API errors are thrown by data, domains and http alike, so they use nothing of functions/.',
      severity: 'error',
      from: { path: '^functions/errors/' },
      to: { path: '^functions/', pathNot: ['^functions/errors/'] },
    },
    {
      name: 'data-does-not-use-http',
      comment:
        'The data layer is used by http, workers and domains; it throws the typed errors of functions/errors, never imports http.',
      severity: 'error',
      from: { path: '^functions/data/' },
      to: { path: '^functions/http/' },
    },
    {
      name: 'test-layers-stay-apart',
      comment:
        'A test layer (unit, web, infra, integration, e2e, ai, artifacts) imports product code and its own files; tests/support serves the layers that run the emulators (integration, e2e, artifacts).',
      severity: 'error',
      from: { path: '^tests/([^/]+)/' },
      to: {
        path: '^tests/(unit|web|infra|integration|e2e|ai|artifacts|support)/',
        pathNot: ['^tests/$1/', '^tests/support/'],
      },
    },
    {
      name: 'support-is-for-emulator-layers',
      comment:
        'Unit, web, infra and ai tests run without the emulators, so they use nothing of tests/support.',
      severity: 'error',
      from: { path: '^tests/(unit|web|infra|ai)/' },
      to: { path: '^tests/support/' },
    },
    {
      name: 'data-and-settings-build-no-schemas',
      comment:
        'Every function loads the data layer, observability, errors and settings at start; they use the plain values of shared/ (audit actions, request kinds, API key scopes, follow-up rules), never a module of shared/schemas or shared/follow-ups.ts, whose schemas would all be built at every cold start (docs/decisions/0130-schemas-built-where-used.md). Types are free.',
      severity: 'error',
      from: {
        path: '^functions/(data|observability|errors)/|^functions/config\\.ts$|^functions/http/api-key\\.ts$',
      },
      to: { path: '^shared/schemas/|^shared/follow-ups\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-through-index',
      comment:
        "Another domain module is used only through its public index.ts: import '../<module>', not a file inside it.",
      severity: 'error',
      from: { path: '^functions/([^/]+)/' },
      to: {
        path: `^functions/${DOMAINS}/.+`,
        pathNot: ['^functions/$1/', `^functions/${DOMAINS}/index\\.ts$`],
      },
    },
    {
      name: 'entries-are-not-imported',
      comment:
        'A Lambda entry (handler.ts, worker.ts) only wires routes to domain functions; nothing in functions/ imports it.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^functions/[^/]+/(handler|worker)\\.ts$' },
    },
    {
      name: 'infrastructure-does-not-use-domains',
      comment: 'http, observability, errors, data, email and ai serve every domain and know none of them.',
      severity: 'error',
      from: { path: `^functions/${INFRASTRUCTURE}/` },
      to: { path: `^functions/${DOMAINS}/` },
    },
    {
      name: 'shared-is-a-leaf',
      comment:
        'shared/ (routes, schemas, rules) is used by the API, the web app and CDK, and uses none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|web|infra)/' },
    },
    {
      name: 'web-is-not-the-backend',
      comment: 'The web app talks to the API over HTTP; it imports shared/ but never functions/ or infra/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'functions-do-not-use-web-or-infra',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(web|infra)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|cdk\\.out|dist|\\.local)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
