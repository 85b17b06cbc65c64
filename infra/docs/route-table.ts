import { readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_ROUTE_ROLES } from '../../shared/route-def';
import { routes, type RouteDef } from '../../shared/routes';
import { repoPath } from '../constructs/paths';

/** The page that holds the table, between {@link START} and {@link END}. */
export const ARCHITECTURE_DOC = repoPath('docs/architecture.md');
const START = '<!-- route-table:start (npm run docs:routes writes this table from shared/routes) -->';
const END = '<!-- route-table:end -->';

/** Who may call a route, as the table says it: access level, roles, membership and API-key scope. */
function accessOf(def: RouteDef): string {
  if (def.access === 'applicant')
    return `applicant: session \`${def.session}\`${def.requestLink ? '; or a request link' : ''}`;
  if (def.access !== 'manager') return def.access;
  const roles = def.roles ?? DEFAULT_ROUTE_ROLES;
  const parts = [`manager: ${roles.join(', ')}`];
  if (def.membership === 'optional') parts.push('membership optional');
  if (def.apiKeyScope) parts.push(`API key \`${def.apiKeyScope}\``);
  return parts.join('; ');
}

/**
 * The other policies of a route (docs/decisions/0125-routes-carry-their-policies.md): a body limit other
 * than the default, idempotency, an audited read, the daily mail caps (docs/decisions/0133-mail-routes-say-so.md).
 */
function policiesOf(def: RouteDef): string {
  const parts: string[] = [];
  if (def.maxBodyBytes && def.maxBodyBytes !== DEFAULT_MAX_BODY_BYTES)
    parts.push(`body ≤ ${def.maxBodyBytes / 1024} KiB`);
  if (def.idempotency) parts.push(`\`Idempotency-Key\` on ${def.idempotency.scope.join(', ')}`);
  if (def.auditsRead) parts.push('audited read');
  if (def.sendsMail) parts.push('daily mail caps');
  return parts.join('; ') || '-';
}

/**
 * One row per route of `shared/routes`, in the table's order: Lambda, route name, method and path,
 * access, status, flood class and other policies.
 */
export function routeRows(): string[][] {
  return Object.entries(routes as Record<string, RouteDef>).map(([name, def]) => [
    `\`${def.resource}\``,
    `\`${name}\``,
    `\`${def.method} ${def.path}\``,
    accessOf(def),
    String(def.status ?? 200),
    `\`${def.flood}\``,
    policiesOf(def),
  ]);
}

const HEADER = ['Lambda', 'route', 'method and path', 'access', 'status', 'flood', 'policies'];

/** The route table as Markdown (unpadded; Prettier pads it). */
export function routeTableMarkdown(): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...routeRows().map(line)].join('\n');
}

/** The rows of the table written in the page now, cells trimmed (so Prettier's padding does not matter). */
export function documentedRows(page = readFileSync(ARCHITECTURE_DOC, 'utf8')): string[][] {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
  return page
    .slice(start + START.length, end)
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2)
    .map((l) =>
      l
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim()),
    );
}

/** Writes the table into docs/architecture.md (run `npx prettier --write docs/architecture.md` after). */
export function writeRouteTable(): void {
  const page = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
  writeFileSync(
    ARCHITECTURE_DOC,
    `${page.slice(0, start + START.length)}\n\n${routeTableMarkdown()}\n\n${page.slice(end)}`,
  );
}

if (process.argv[1]?.endsWith('route-table.ts')) writeRouteTable();
