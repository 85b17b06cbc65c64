// Module boundaries of the product (docs/decisions/0061-domain-modules-and-boundaries.md), checked by
// `npm run lint` (`depcruise`). Domain modules are folders of functions/ with a public index.ts.
const DOMAINS =
  '(account|applicant-session|applicants|audit|contact|interview-templates|interviews|job-positions|reminders|scoring|sessions|team)';
const INFRASTRUCTURE = '(http|data|email|ai)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
      comment: 'http, data, email and ai serve every domain and know none of them.',
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
