import type { Mock } from 'vitest';

/** The fields of a list route's query a test looks at. */
export interface ListQueryFields {
  limit?: number;
  cursor?: string;
  q?: string;
  sort?: string;
  order?: string;
  status?: string;
  decision?: string;
}

/** The query of an `apiCall` request (empty when it has none). */
export function queryOf(request: unknown): ListQueryFields {
  return ((request as { query?: ListQueryFields } | undefined)?.query ?? {}) as ListQueryFields;
}

/** The query of each call of `route` on the mocked `apiCall`, in order. */
export function queriesOf(apiCallMock: Mock, route: string): ListQueryFields[] {
  return apiCallMock.mock.calls.filter(([name]) => name === route).map(([, request]) => queryOf(request));
}
