import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionIntro } from '../../shared/schemas/session';
import type { Transcript } from '../../shared/schemas/transcript';
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

const transcript: Transcript = {
  sessionId: ID,
  organizationName: 'Acme',
  topic: 'Support',
  language: 'English',
  submittedAt: '2026-11-20T10:00:00.000Z',
  retainedUntil: '2027-11-20T10:00:00.000Z',
  questions: [
    {
      order: 1,
      text: 'How do you calm an angry customer?',
      openedAt: '2026-11-20T09:00:00.000Z',
      answer: {
        text: 'I listen first, then <b>repeat</b> the problem.',
        version: 2,
        savedAt: '2026-11-20T09:05:00.000Z',
      },
      followUps: [
        {
          text: 'And if they keep shouting?',
          askedAt: '2026-11-20T09:05:02.000Z',
          answer: 'I offer a call back.',
        },
      ],
    },
    { order: 2, text: 'What do you log after a call?', followUps: [] },
  ],
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
    if (name === 'getTranscript') return transcript;
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

  it('shows the transcript with the applicant token, downloads it as text, and its correction link leads to the request form', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:transcript';
    });
    URL.revokeObjectURL = vi.fn();
    const { page } = renderApplicantPage(ID);
    expect(await screen.findByText('Your transcript')).toBeInTheDocument();
    // The applicant's own words stay text: markup in an answer is shown, never run.
    expect(await screen.findByText('I listen first, then <b>repeat</b> the problem.')).toBeInTheDocument();
    expect(screen.getByText('And if they keep shouting?')).toBeInTheDocument();
    expect(screen.getByText('I offer a call back.')).toBeInTheDocument();
    expect(screen.getAllByText('No answer')).toHaveLength(1);
    expect(callsOf('getTranscript')[0]).toEqual([
      'getTranscript',
      { params: { id: ID } },
      expect.objectContaining({ headers: { Authorization: 'Bearer app-token' } }),
    ]);

    act(() => page.findButton('[data-testid="transcript-text"]')!.click());
    expect(created).toHaveLength(1);
    const text = await created[0]!.text();
    expect(text).toContain('Question 1: How do you calm an angry customer?');
    expect(text).toContain('Your answer (version 2)');
    expect(text).toContain('> I offer a call back.');
    expect(text).toContain('Question 2: What do you log after a call?\nNo answer');

    const scroll = vi.fn();
    document.getElementById('request-form')!.scrollIntoView = scroll;
    act(() => screen.getByText('Something is wrong? Ask for a correction').click());
    expect(scroll).toHaveBeenCalled();
  });
});
