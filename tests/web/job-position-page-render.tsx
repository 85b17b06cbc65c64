import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import JobPositionPage from '../../web/src/pages/job-positions/job-position-page';
import { POSITION_ID } from './job-position-fixtures';
import { PathProbe, renderRoutes } from './render';

/*
 * The job position page under test, for test files that mock `apiCall` of web/src/api/client with
 * `vi.fn()` (vi.mock stays in each test file).
 */

export type Handlers = Record<string, (request: any) => unknown>;

/** Answers each route name with its handler; any other call fails the test loudly. */
export function serve(handlers: Handlers) {
  vi.mocked(apiCall).mockImplementation(async (name, request) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(request) as never;
  });
}

/** The page at `path`, with helpers to find and click its buttons and open a tab by its label. */
export function renderAt(path: string) {
  const view = renderRoutes(
    [
      { path: '/addJobPosition', element: <JobPositionPage /> },
      { path: '/jobPositionDetails/:id', element: <JobPositionPage /> },
      { path: '/jobPositions', element: <PathProbe label="list" /> },
      { path: '/templates/:id', element: <PathProbe label="template" /> },
    ],
    path,
  );
  const page = createWrapper(document.body);
  const button = (testId: string) => page.findButton(`[data-testid="${testId}"]`);
  const click = (testId: string) => act(() => button(testId)!.click());
  const openTab = (label: string) =>
    act(() => {
      const tabs = page.findTabs('[data-testid="job-position-tabs"]')!;
      const index = tabs.findTabLinks().findIndex((t) => t.getElement().textContent === label);
      tabs.findTabLinkByIndex(index + 1)!.click();
    });
  return { ...view, page, button, click, openTab };
}

/** The page of the fixtures' job position. */
export const VIEW_PATH = `/jobPositionDetails/${POSITION_ID}`;
