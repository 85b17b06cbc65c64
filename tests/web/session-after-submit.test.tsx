import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionIntro } from '../../shared/schemas/session';
import { apiCall } from '../../web/src/api/client';
import { renderApplicantPage, storeApplicantToken } from './applicant-page';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J00000000000000000000SES';
const intro: SessionIntro = {
  id: ID,
  language: 'English',
  submitted: true,
  expired: false,
  questionCount: 3,
  organizationName: 'Acme',
  notice: { contactEmail: 'people@acme.example', retentionDays: 365 },
};

type Call = [
  string,
  { params?: Record<string, string>; body?: unknown },
  { headers?: Record<string, string> }?,
];

beforeEach(() => {
  storeApplicantToken(ID);
  apiCallMock.mockImplementation((async (...[name]: Call) => {
    if (name === 'sessionIntro') return intro;
    if (name === 'createRequest') return { id: 'R1', dueAt: '2026-12-26T10:00:00.000Z' };
    if (name === 'submitSelfIdentification') return undefined;
    throw new Error(`unexpected call ${name}`);
  }) as never);
});

const callsOf = (route: string) =>
  (apiCallMock.mock.calls as unknown as Call[]).filter(([name]) => name === route);

describe('after submitting', () => {
  it('sends nothing until asked; then a request and a voluntary self-identification, with the applicant token', async () => {
    const { page } = renderApplicantPage(ID);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Questions about the decision')).toBeInTheDocument();
    expect(callsOf('createRequest')).toHaveLength(0);
    expect(callsOf('submitSelfIdentification')).toHaveLength(0);

    const review = page.findAllRadioGroups()[0]!.findInputByValue('review')!;
    act(() => review.click());
    act(() => page.findButton('[data-testid="request-send"]')!.click());
    expect(await screen.findByTestId('request-sent')).toBeInTheDocument();
    expect(callsOf('createRequest')[0]).toEqual([
      'createRequest',
      { params: { id: ID }, body: { kind: 'review', message: '' } },
      { headers: { Authorization: 'Bearer app-token' } },
    ]);

    // Both questions start at "I prefer not to say"; the applicant picks a race and leaves sex declined.
    act(() => page.findAllRadioGroups()[2]!.findInputByValue('asian')!.click());
    act(() => page.findButton('[data-testid="self-identification-send"]')!.click());
    await waitFor(() => expect(screen.getByText('Thank you, your answers were saved.')).toBeInTheDocument());
    expect(callsOf('submitSelfIdentification')[0]![1]).toEqual({
      params: { id: ID },
      body: { sex: 'declined', raceEthnicity: 'asian' },
    });
  });
});
