import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/interview-options';
import type { OrganizationSettings } from '../../shared/schemas/settings';
import { apiCall } from '../../web/src/api/client';
import { type RuntimeConfig, RuntimeConfigContext } from '../../web/src/config/runtime-config';
import { CustomTemplateModal } from '../../web/src/components/sessions/custom-template-modal';
import CreateInterviewTemplatePage from '../../web/src/pages/interview-templates/create-template-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const config = (offlineAi: boolean): RuntimeConfig => ({
  mode: 'local',
  apiBaseUrl: '',
  region: 'us-east-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  googleEnabled: false,
  supportEmail: 'support@example.com',
  offlineAi,
});

function answerSettings(defaultLanguage: Language) {
  const settings: OrganizationSettings = {
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
  apiCallMock.mockImplementation(((name: string) =>
    name === 'getOrganizationSettings' ? Promise.resolve(settings) : new Promise(() => undefined)) as never);
}

function renderCreate(defaultLanguage: Language, offlineAi: boolean) {
  answerSettings(defaultLanguage);
  return renderRoutes(
    [
      {
        path: '/createTemplate',
        element: (
          <RuntimeConfigContext.Provider value={config(offlineAi)}>
            <CreateInterviewTemplatePage />
          </RuntimeConfigContext.Provider>
        ),
      },
    ],
    '/createTemplate',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  apiCallMock.mockReset();
});

describe('the create-template form says which language the built-in AI will write', () => {
  it.each(['Punjabi', 'Portuguese'] as const)(
    'adds no note for %s, a language the built-in AI writes',
    async (language) => {
      renderCreate(language, true);
      await waitFor(() => expect(screen.getByTestId('template-summary')).toHaveTextContent(`in ${language}`));
      expect(screen.queryByTestId('template-language-note')).toBeNull();
    },
  );

  it('adds no note when another AI provider writes the questions', async () => {
    renderCreate('Japanese', false);
    await waitFor(() => expect(screen.getByTestId('template-summary')).toHaveTextContent('in Japanese'));
    expect(screen.queryByTestId('template-language-note')).toBeNull();
  });
});

describe('the custom-template dialog says which language the built-in AI will write', () => {
  it('adds no note for Punjabi questions, which the built-in AI writes', async () => {
    answerSettings('Punjabi');
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RuntimeConfigContext.Provider value={config(true)}>
              <CustomTemplateModal
                visible
                description="Questions for this applicant."
                generating={false}
                onCancel={() => undefined}
                onGenerate={() => undefined}
              />
            </RuntimeConfigContext.Provider>
          ),
        },
      ],
      '/',
    );
    await waitFor(() =>
      expect(screen.getByTestId('custom-template-summary')).toHaveTextContent('in Punjabi'),
    );
    expect(screen.queryByTestId('custom-template-language-note')).toBeNull();
  });
});
