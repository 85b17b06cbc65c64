import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewTemplateSummary } from '../../shared/schemas/interview-template';
import { apiCall } from '../../web/src/api/client';
import { CreateSessionModal } from '../../web/src/components/sessions/create-session-modal';
import { LinkApplicantModal } from '../../web/src/pages/job-positions/link-applicant-modal';
import { applicant } from './fixtures';
import { POSITION_ID } from './job-position-fixtures';
import { queriesOf, queryOf } from './list-queries';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const GRACE = applicant({ id: '01J0000000000000000000000B', firstName: 'Grace', lastName: 'Hopper' });
const LINKED_HERE = applicant({
  id: '01J0000000000000000000000C',
  lastName: 'Here',
  jobPositionId: POSITION_ID,
});

function renderLinkApplicant() {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <LinkApplicantModal
            jobPositionId={POSITION_ID}
            linking={false}
            onCancel={vi.fn()}
            onLink={vi.fn()}
          />
        ),
      },
    ],
    '/',
  );
  return createWrapper(document.body).findSelect('[data-testid="link-applicant-select"]')!;
}

describe('Link applicant picker', () => {
  it('searches the applicants on the server and shows what it found', async () => {
    apiCallMock.mockImplementation(async (_name, request) => {
      const { q } = queryOf(request);
      return { items: q ? [GRACE] : [applicant(), LINKED_HERE], nextCursor: null } as never;
    });
    const select = renderLinkApplicant();
    act(() => select.openDropdown());
    await waitFor(() => expect(select.findDropdown().findOptions()).toHaveLength(1));
    // Applicants already linked to this position are not offered.
    expect(select.findDropdown().findOption(1)!.getElement()).toHaveTextContent('Ada Lovelace');

    act(() => select.findFilteringInput()!.setInputValue('hopper'));
    await waitFor(() =>
      expect(select.findDropdown().findOption(1)!.getElement()).toHaveTextContent('Grace Hopper'),
    );
    expect(queriesOf(apiCallMock, 'listApplicants')).toEqual([{ limit: 50 }, { limit: 50, q: 'hopper' }]);
  });

  it('loads the next page with the cursor when the end of the options is reached', async () => {
    apiCallMock.mockImplementation(async (_name, request) => {
      const { cursor } = queryOf(request);
      return (
        cursor ? { items: [GRACE], nextCursor: null } : { items: [applicant()], nextCursor: 'next' }
      ) as never;
    });
    const select = renderLinkApplicant();
    act(() => select.openDropdown());
    // jsdom has no layout, so the end of the list is always in view: the next page loads as on a scroll.
    await waitFor(() => expect(select.findDropdown().findOptions()).toHaveLength(2));
    expect(queriesOf(apiCallMock, 'listApplicants')).toEqual([{ limit: 50 }, { limit: 50, cursor: 'next' }]);
  });
});

describe('Create Session template picker', () => {
  const template = (id: string, topic: string): InterviewTemplateSummary => ({
    id,
    status: 'ready',
    progress: { done: 3, total: 3 },
    topic,
    language: 'English',
    numberOfQuestions: 5,
    provider: 'offline',
    source: { kind: 'topic' },
    createdAt: '2025-03-01T09:00:00.000Z',
  });

  it("searches the organization's templates on the server by the typed text", async () => {
    apiCallMock.mockImplementation(async (_name, request) => {
      const { q } = queryOf(request);
      return {
        items: q
          ? [template('01J0000000000000000000000U', 'Chef')]
          : [template('01J0000000000000000000000T', 'Backend')],
        nextCursor: null,
      } as never;
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CreateSessionModal
              visible
              applicantId="01J0000000000000000000000A"
              onDismiss={vi.fn()}
              onCreated={vi.fn()}
            />
          ),
        },
      ],
      '/',
    );
    const select = createWrapper(document.body).findSelect('[data-testid="create-session-template"]')!;
    // The dialog asks for the first page as it opens, so the options are there when the dropdown opens.
    await waitFor(() => expect(queriesOf(apiCallMock, 'listInterviewTemplates')).toEqual([{ limit: 50 }]));
    act(() => select.openDropdown());
    await waitFor(() => expect(select.findDropdown().findOptions()).toHaveLength(1));
    act(() => select.findFilteringInput()!.setInputValue('chef'));
    await waitFor(() => expect(select.findDropdown().findOption(1)!.getElement()).toHaveTextContent('Chef'));
    expect(queriesOf(apiCallMock, 'listInterviewTemplates')).toEqual([
      { limit: 50 },
      { limit: 50, q: 'chef' },
    ]);
  });

  it('offers a template whose questions are still being written, or failed, only as disabled', async () => {
    apiCallMock.mockResolvedValue({
      items: [
        template('01J0000000000000000000000T', 'Backend'),
        {
          ...template('01J0000000000000000000000U', 'Chef'),
          status: 'generating',
          progress: { done: 1, total: 5 },
        },
        {
          ...template('01J0000000000000000000000V', 'Nurse'),
          status: 'failed',
          progress: { done: 0, total: 5 },
        },
      ],
      nextCursor: null,
    } as never);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CreateSessionModal
              visible
              applicantId="01J0000000000000000000000A"
              onDismiss={vi.fn()}
              onCreated={vi.fn()}
            />
          ),
        },
      ],
      '/',
    );
    const select = createWrapper(document.body).findSelect('[data-testid="create-session-template"]')!;
    await waitFor(() => expect(queriesOf(apiCallMock, 'listInterviewTemplates')).toHaveLength(1));
    act(() => select.openDropdown());
    await waitFor(() => expect(select.findDropdown().findOptions()).toHaveLength(3));
    const disabled = select
      .findDropdown()
      .findDisabledOptions()
      .map((o) => o.getElement().textContent);
    expect(disabled).toHaveLength(2);
    expect(disabled[0]).toContain('Chef');
    expect(disabled[1]).toContain('Nurse');
  });
});
