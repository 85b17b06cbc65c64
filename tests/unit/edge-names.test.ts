import { openApiDocument } from '../../shared/openapi/document';
import { routes } from '../../shared/routes';

/**
 * One name per concept at the edge (docs/decisions/0127-one-name-per-concept-at-the-edge.md): the names
 * replaced there must not come back in the public API.
 */
const doc = openApiDocument(routes) as unknown as {
  paths: Record<string, Record<string, { operationId: string }>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Every property name an operation's parameters, body and answers use, following `$ref`s. */
function propertyNames(node: unknown, seen = new Set<unknown>(), names = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object' || seen.has(node)) return names;
  seen.add(node);
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').at(-1)!;
    propertyNames(doc.components?.schemas?.[name], seen, names);
  }
  const properties = (node as { properties?: unknown }).properties;
  if (properties && typeof properties === 'object') for (const key of Object.keys(properties)) names.add(key);
  for (const value of Object.values(node)) propertyNames(value, seen, names);
  return names;
}

const operations = Object.values(doc.paths).flatMap((item) =>
  Object.values(item).map((operation) => ({ id: operation.operationId, names: propertyNames(operation) })),
);

/** Words the record replaced, with the one name that took their place. */
const REPLACED: Record<string, string> = {
  finished: 'submitted',
  closedBy: 'submittedBy',
  endedAt: 'submittedAt',
  aiScoring: 'humanOnly',
};

/** Where `expiresAt` is right: the expiry of a token, an invitation or an API key, never a deadline. */
const EXPIRY_OPERATIONS = new Set([
  'authenticateSession',
  'getTeam',
  'inviteManager',
  'cancelInvitation',
  'removeManager',
  'createApiKey',
  'listApiKeys',
]);

describe('one name per concept at the edge', () => {
  it('calls the deadline dueAt on every session shape, and expiresAt only a token, invitation or key expiry', () => {
    const sessionShapes = [
      'listSessions',
      'getSessionDetails',
      'sessionIntro',
      'getApplicantSession',
      'getApplicant',
    ];
    for (const id of sessionShapes)
      expect(operations.find((o) => o.id === id)?.names.has('dueAt'), id).toBe(true);
    const withExpiresAt = operations.filter((o) => o.names.has('expiresAt')).map((o) => o.id);
    expect(withExpiresAt.filter((id) => !EXPIRY_OPERATIONS.has(id))).toEqual([]);
  });

  it('uses none of the replaced names in any operation', () => {
    const found = operations.flatMap((o) =>
      Object.keys(REPLACED)
        .filter((name) => o.names.has(name))
        .map((name) => `${o.id}: ${name} (use ${REPLACED[name]})`),
    );
    expect(found).toEqual([]);
    expect(operations.find((o) => o.id === 'sessionIntro')?.names).toContain('submittedBy');
  });

  it('names ending a session submit: no session operation says finish, close or complete', () => {
    const sessionRoutes = Object.entries(routes).filter(([, def]) => /\/api\/session\b/.test(def.path));
    const names = sessionRoutes
      .map(([name]) => name)
      .filter((name) => /finish|close|complet|ended/i.test(name));
    expect(names).toEqual([]);
    expect(sessionRoutes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['submitSession', 'submitForApplicant', 'checkSubmission']),
    );
  });
});
