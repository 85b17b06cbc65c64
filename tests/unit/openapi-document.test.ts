import * as z from 'zod';
import { openApiDocument } from '../../shared/openapi/document';
import { routes, type RouteDef } from '../../shared/routes';

const doc = openApiDocument(routes);
const table = Object.entries(routes) as [string, RouteDef][];

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  requestBody?: { content: Record<string, { schema: { properties?: object; required?: string[] } }> };
  parameters?: { name: string; in: string; required: boolean }[];
};

function operationOf(def: RouteDef): Operation | undefined {
  const item = doc.paths?.[def.path] as Record<string, Operation> | undefined;
  return item?.[def.method.toLowerCase()];
}

describe('the OpenAPI document of the route table', () => {
  it('is OpenAPI 3.1 with one operation per route, named as the route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths ?? {}).flatMap((item) => Object.values(item as object));
    expect(operations).toHaveLength(table.length);
    for (const [name, def] of table) expect(operationOf(def)?.operationId, name).toBe(name);
  });

  it('says who may call each route: public, an applicant token, a manager token or a scoped API key', () => {
    for (const [name, def] of table) {
      const schemes = operationOf(def)!.security;
      if (def.access === 'public') expect(schemes, name).toEqual([]);
      if (def.access === 'applicant') expect(schemes, name).toEqual([{ applicantToken: [] }]);
      if (def.access === 'manager')
        expect(schemes, name).toEqual([
          { managerToken: [] },
          ...(def.apiKeyScope ? [{ apiKey: [def.apiKeyScope] }] : []),
        ]);
    }
    expect(operationOf(routes.createApplicant)!.security).toContainEqual({ apiKey: ['applicants:write'] });
  });

  it('gives each route its success status and the error body on every error status', () => {
    for (const [name, def] of table) {
      const { responses } = operationOf(def)!;
      expect(Object.keys(responses), name).toContain(String(def.status ?? 200));
      expect(responses['500']?.content?.['application/json']?.schema, name).toEqual({
        $ref: '#/components/schemas/Error',
      });
      if (def.body) expect(Object.keys(responses), name).toContain('400');
    }
  });

  it('documents the body fields each route requires, as its zod schema parses them', () => {
    for (const [name, def] of table) {
      if (!(def.body instanceof z.ZodObject)) continue;
      const documented = operationOf(def)!.requestBody!.content['application/json']!.schema;
      const shape = def.body.shape as Record<string, z.ZodType>;
      expect(Object.keys(documented.properties ?? {}).sort(), name).toEqual(Object.keys(shape).sort());
      const required = Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success);
      expect([...(documented.required ?? [])].sort(), name).toEqual(required.sort());
    }
  });

  it('names every path parameter of every route', () => {
    for (const [name, def] of table) {
      const inPath = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const documented = (operationOf(def)!.parameters ?? []).filter((p) => p.in === 'path');
      expect(documented.map((p) => p.name).sort(), name).toEqual(inPath.sort());
    }
  });

  // The published contract: a route or schema change shows as a diff of docs/openapi.json; update it with
  // `npx vitest run --project unit tests/unit/openapi-document.test.ts -u` and review the diff.
  it('matches the published document, docs/openapi.json', async () => {
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('../../docs/openapi.json');
  });
});
