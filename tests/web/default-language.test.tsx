import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationSettings } from '../../shared/schemas/settings';
import { apiCall } from '../../web/src/api/client';
import { DEFAULT_LANGUAGE_STORAGE_KEY } from '../../web/src/api/default-language-memory';
import { SETTINGS_QUERY_KEY } from '../../web/src/api/settings';
import CreateInterviewTemplatePage from '../../web/src/pages/interview-templates/create-template-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

function settings(defaultLanguage: OrganizationSettings['defaultLanguage']): OrganizationSettings {
  return {
    defaultLanguage,
    reportingLanguage: 'English',
    defaultDueInDays: 7,
    retentionDays: 365,
    contactEmail: 'owner@example.com',
    decisionEmails: false,
    recordDays: 1461,
    requestDueDays: 30,
    feedbackReports: 'off',
  };
}

/** Answers the settings call only when the returned `answer` is called, as a slow network would. */
function slowSettings() {
  let answer: (value: OrganizationSettings) => void = () => undefined;
  apiCallMock.mockImplementation(((name: string) =>
    name === 'getOrganizationSettings'
      ? new Promise<OrganizationSettings>((resolve) => (answer = resolve))
      : new Promise(() => undefined)) as never);
  return (value: OrganizationSettings) => act(() => answer(value));
}

function renderCreate() {
  return renderRoutes(
    [{ path: '/createTemplate', element: <CreateInterviewTemplatePage /> }],
    '/createTemplate',
  );
}

const summary = () => screen.getByTestId('template-summary');

beforeEach(() => {
  sessionStorage.clear();
  apiCallMock.mockReset();
});

describe('the create-template form and the organization default interview language', () => {
  it('starts in the default saved in this tab before the settings arrive after a reload', async () => {
    sessionStorage.setItem(DEFAULT_LANGUAGE_STORAGE_KEY, 'English');
    const answer = slowSettings();
    renderCreate();
    await waitFor(() => expect(summary()).toHaveTextContent('10 questions in English'));
    await answer(settings('English'));
    expect(summary()).toHaveTextContent('10 questions in English');
  });

  it('follows the server when its answer differs from the remembered default, and remembers it', async () => {
    sessionStorage.setItem(DEFAULT_LANGUAGE_STORAGE_KEY, 'English');
    const answer = slowSettings();
    renderCreate();
    await waitFor(() => expect(summary()).toHaveTextContent('10 questions in English'));
    await answer(settings('Portuguese'));
    await waitFor(() => expect(summary()).toHaveTextContent('10 questions in Portuguese'));
    expect(sessionStorage.getItem(DEFAULT_LANGUAGE_STORAGE_KEY)).toBe('Portuguese');
  });

  it('moves to a default changed while the form is open, but keeps a language the manager picked', async () => {
    const answer = slowSettings();
    const { queryClient } = renderCreate();
    expect(summary()).toHaveTextContent('10 questions in Spanish');
    await answer(settings('English'));
    await waitFor(() => expect(summary()).toHaveTextContent('10 questions in English'));
    act(() => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings('Japanese')));
    await waitFor(() => expect(summary()).toHaveTextContent('10 questions in Japanese'));

    const select = createWrapper(document.body).findSelect('[data-testid="template-language"]')!;
    act(() => select.openDropdown());
    act(() => select.selectOptionByValue('Hindi'));
    expect(summary()).toHaveTextContent('10 questions in Hindi');
    act(() => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings('English')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(summary()).toHaveTextContent('10 questions in Hindi');
  });

  it('stays in Spanish while nothing is remembered and the settings have not arrived', () => {
    slowSettings();
    renderCreate();
    expect(summary()).toHaveTextContent('10 questions in Spanish');
  });
});
