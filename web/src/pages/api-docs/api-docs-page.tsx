import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './api-docs-page.css';
import { routes } from '../../../../shared/routes';

/**
 * Swagger UI plugin that leaves out the server picker: with "Try it out" off it chooses nothing, and
 * Swagger UI draws it as a `<select>` with no accessible name (axe-core `select-name`).
 */
const WITHOUT_SERVER_PICKER = { wrapComponents: { ServersContainer: () => () => null } };

/**
 * `/api-docs`: the API reference, Swagger UI over `GET /api/openapi.json` (the document generated from
 * the route table, docs/decisions/0104-openapi-from-the-route-table.md). Public, and a chunk of its own:
 * no other page loads Swagger UI. "Try it out" is off: calls go through a tracking system or `curl` with a key.
 * Its colours are darkened to WCAG AA contrast in `api-docs-page.css`.
 */
export default function ApiDocsPage() {
  return (
    <Box padding="l">
      <Header
        variant="h1"
        description="Every route of the Hiring Platform API: who may call it, what it takes, what it answers and its errors. Tracking systems use an organization API key (Integrations)."
      >
        API reference
      </Header>
      <SwaggerUI
        url={routes.getOpenApi.path}
        supportedSubmitMethods={[]}
        docExpansion="list"
        plugins={[WITHOUT_SERVER_PICKER]}
      />
    </Box>
  );
}
