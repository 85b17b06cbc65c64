import createWrapper from '@cloudscape-design/components/test-utils/dom';
import SessionPage from '../../web/src/pages/session/session-page';
import { renderRoutes } from './render';

/** Stores an applicant token for session `id` that is valid for an hour, as the access-code screen does. */
export function storeApplicantToken(id: string): void {
  sessionStorage.setItem(
    `applicant-token:${id}`,
    JSON.stringify({ token: 'app-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
  );
}

/**
 * Renders the applicant's page of session `id` at `/session/{id}`.
 * @returns the render result, its Cloudscape wrapper, a button by test id and the answer box.
 */
export function renderApplicantPage(id: string) {
  const view = renderRoutes([{ path: '/session/:id', element: <SessionPage /> }], `/session/${id}`);
  const page = createWrapper(view.container);
  const button = (testId: string) => page.findButton(`[data-testid="${testId}"]`)!;
  const textarea = () => page.findTextarea('[data-testid="session-answer"]');
  return { ...view, page, button, textarea };
}
