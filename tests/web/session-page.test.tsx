import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer, ApplicantSession, SessionIntro } from '../../shared/schemas/session';
import { ApiError, apiCall } from '../../web/src/api/client';
import SessionPage from '../../web/src/pages/session/session-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J00000000000000000000SES';
const CODE = 'ABC-DEF-GHJ';

const intro = (overrides: Partial<SessionIntro> = {}): SessionIntro => ({
  id: ID,
  language: 'English',
  submitted: false,
  expired: false,
  questionCount: 3,
  organizationName: 'Acme',
  notice: { contactEmail: 'people@acme.example', retentionDays: 180 },
  ...overrides,
});

const interview = (answers: Answer[] = []): ApplicantSession => ({
  id: ID,
  topic: 'Frontend Developer',
  language: 'English',
  submitted: false,
  questions: [1, 2, 3].map((n) => ({ id: `Q${n}`, order: n, text: `Question text ${n}?` })),
  answers,
});

type Handler = (
  request: { params?: Record<string, string>; body?: unknown },
  headers?: Record<string, string>,
) => unknown;

/** Answers apiCall by route name; a handler may throw an ApiError. */
function serve(handlers: Record<string, Handler>) {
  apiCallMock.mockImplementation((async (
    name: string,
    request: never,
    options?: { headers?: Record<string, string> },
  ) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(request ?? {}, options?.headers);
  }) as never);
}

function renderPage() {
  const view = renderRoutes([{ path: '/session/:id', element: <SessionPage /> }], `/session/${ID}`);
  const page = createWrapper(view.container);
  const box = (n: number) => page.findInput(`[data-testid="access-code-${n}"]`)!;
  const native = (n: number) => box(n).findNativeInput().getElement();
  const button = (testId: string) => page.findButton(`[data-testid="${testId}"]`)!;
  const accept = () =>
    act(() => page.findCheckbox('[data-testid="accept-notice"]')!.findNativeInput().click());
  return { ...view, page, box, native, button, accept };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('access-code screen', () => {
  it('tells the applicant that AI assists, a person decides, how long answers are kept and whom to write to', async () => {
    serve({ sessionIntro: () => intro({ language: 'Spanish' }) });
    renderPage();
    const notice = await screen.findByTestId('applicant-notice');
    // The Spanish catalog loads on its own: the notice is in Spanish once it has arrived.
    await waitFor(() => expect(notice).toHaveTextContent(/con ayuda de IA\. Una persona de Acme/));
    expect(notice).toHaveTextContent(/se conservan 180 días/);
    expect(notice).toHaveTextContent('people@acme.example');
    expect(screen.getByTestId('human-only-link').getAttribute('href')).toMatch(
      /^mailto:people@acme\.example\?subject=.*01J00000000000000000000SES/,
    );
  });

  it('welcomes, moves focus at 3 characters and back when a box is emptied', async () => {
    serve({ sessionIntro: () => intro() });
    const { box, native } = renderPage();
    expect(await screen.findByText(/Welcome to your interview with Acme: 3 questions/)).toBeInTheDocument();
    expect(screen.getByLabelText('Access code, part 1 of 3')).toBe(native(1));
    act(() => native(1).focus());
    act(() => box(1).setInputValue('ab'));
    expect(document.activeElement).toBe(native(1));
    act(() => box(1).setInputValue('abc'));
    expect(box(1).getInputValue()).toBe('ABC');
    expect(document.activeElement).toBe(native(2));
    act(() => box(2).setInputValue('d'));
    act(() => box(2).setInputValue(''));
    expect(document.activeElement).toBe(native(1));
    act(() => native(2).focus());
    fireEvent.keyDown(native(2), { key: 'Backspace', keyCode: 8 });
    expect(document.activeElement).toBe(native(1));
  });

  it('fills all three boxes from a pasted code and keeps Start disabled until 9 characters', async () => {
    serve({ sessionIntro: () => intro() });
    const { box, button, accept } = renderPage();
    await screen.findByText(/Welcome to your interview/);
    expect(button('start-interview').isDisabled()).toBe(true);
    act(() => box(2).setInputValue('abc-def-ghj'));
    expect([1, 2, 3].map((n) => box(n).getInputValue())).toEqual(['ABC', 'DEF', 'GHJ']);
    // The notice must be accepted too.
    expect(button('start-interview').isDisabled()).toBe(true);
    accept();
    expect(button('start-interview').isDisabled()).toBe(false);
  });

  it('replaces what the boxes hold when a code is pasted into a filled box', async () => {
    serve({ sessionIntro: () => intro() });
    const { box, native } = renderPage();
    await screen.findByText(/Welcome to your interview/);
    act(() => box(1).setInputValue('XYZXYZXYZ'));
    fireEvent.paste(native(1), { clipboardData: { getData: () => 'abc-def-ghj' } });
    expect([1, 2, 3].map((n) => box(n).getInputValue())).toEqual(['ABC', 'DEF', 'GHJ']);
    expect(document.activeElement).toBe(native(3));
  });

  it('shows the server message for a wrong code and keeps the boxes', async () => {
    serve({
      sessionIntro: () => intro(),
      authenticateSession: () => {
        throw new ApiError(401, 'InvalidAccessCode', 'Server text', undefined, undefined, { triesLeft: 9 });
      },
    });
    const { box, button, accept } = renderPage();
    await screen.findByText(/Welcome to your interview/);
    accept();
    act(() => box(1).setInputValue('ABCDEFGHK'));
    act(() => button('start-interview').click());
    expect(
      await screen.findByText(
        'That access code is not right. Check the e-mail and try again (9 tries left).',
      ),
    ).toBeInTheDocument();
    expect(box(3).getInputValue()).toBe('GHK');
  });

  it('shows the wait of a lock-out and disables the button', async () => {
    serve({
      sessionIntro: () => intro(),
      authenticateSession: () => {
        throw new ApiError(429, 'TooManyRequests', 'Too many wrong codes.', undefined, 600);
      },
    });
    const { box, button, accept } = renderPage();
    await screen.findByText(/Welcome to your interview/);
    accept();
    act(() => box(1).setInputValue(CODE));
    act(() => button('start-interview').click());
    expect(await screen.findByText(/Too many wrong codes\. Try again in 10 minutes\./)).toBeInTheDocument();
    expect(button('start-interview').isDisabled()).toBe(true);
  });

  it('trades the right code for a token and shows the first question', async () => {
    serve({
      sessionIntro: () => intro(),
      authenticateSession: () => ({
        token: 'app-token',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
      getApplicantSession: () => interview(),
    });
    const { box, button, accept } = renderPage();
    await screen.findByText(/Welcome to your interview/);
    accept();
    act(() => box(1).setInputValue(CODE.toLowerCase()));
    act(() => button('start-interview').click());
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(apiCallMock).toHaveBeenCalledWith('authenticateSession', {
      params: { id: ID },
      body: { code: 'ABCDEFGHJ', noticeAccepted: true },
    });
    expect(apiCallMock).toHaveBeenCalledWith(
      'getApplicantSession',
      { params: { id: ID } },
      expect.objectContaining({ headers: { Authorization: 'Bearer app-token' } }),
    );
    expect(JSON.parse(sessionStorage.getItem(`applicant-token:${ID}`)!)).toMatchObject({
      token: 'app-token',
    });
  });

  it('shows Thank You when the interview is already finished', async () => {
    serve({ sessionIntro: () => intro({ submitted: true }) });
    renderPage();
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Your answers were submitted to Acme.')).toBeInTheDocument();
  });

  it('says the company submitted the interview for the applicant when a manager did, not that the applicant submitted it', async () => {
    serve({ sessionIntro: () => intro({ submitted: true, submittedBy: 'manager' }) });
    renderPage();
    expect(await screen.findByText('Interview submitted for you')).toBeInTheDocument();
    expect(screen.getByTestId('session-submitted-by-company')).toHaveTextContent(
      'Acme submitted this interview for you',
    );
    expect(screen.queryByText(/Your answers were submitted/)).toBeNull();
  });

  it('speaks Spanish for a Spanish interview', async () => {
    serve({ sessionIntro: () => intro({ language: 'Spanish' }) });
    renderPage();
    expect(await screen.findByText(/Bienvenido a tu entrevista con Acme: 3 preguntas/)).toBeInTheDocument();
    expect(screen.getByLabelText('Código de acceso, parte 1 de 3')).toBeInTheDocument();
  });

  it('translates a refusal of the server by its code: a wrong code in Russian with the tries left', async () => {
    serve({
      sessionIntro: () => intro({ language: 'Russian' }),
      authenticateSession: () => {
        throw new ApiError(401, 'InvalidAccessCode', 'That access code is not right', undefined, undefined, {
          triesLeft: 3,
        });
      },
    });
    const { box, button, accept } = renderPage();
    await screen.findByText(/Добро пожаловать на собеседование/);
    expect(screen.getByText('Перед началом')).toBeInTheDocument();
    accept();
    act(() => box(1).setInputValue('ABCDEFGHK'));
    act(() => button('start-interview').click());
    expect(await screen.findByText(/осталось 3 попытки/)).toBeInTheDocument();
    expect(screen.queryByText(/not right/)).toBeNull();
  });

  it('reads right to left in Arabic, sets the page language, and shows the deadline', async () => {
    serve({ sessionIntro: () => intro({ language: 'Arabic', dueAt: '2030-05-01T12:00:00.000Z' }) });
    const view = renderPage();
    expect(await screen.findByText(/مرحبًا بك في مقابلتك مع Acme/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('session-due').textContent).toContain('2030');
    view.unmount();
    expect(document.documentElement.dir).not.toBe('rtl');
  });

  it('explains an expired link in the interview language instead of asking for the code', async () => {
    serve({
      sessionIntro: () => intro({ language: 'Portuguese', expired: true, dueAt: '2026-01-02T10:00:00.000Z' }),
    });
    renderPage();
    expect(await screen.findByText('Esta entrevista expirou')).toBeInTheDocument();
    expect(screen.getByTestId('session-expired').textContent).toMatch(/2026.*peça mais tempo a Acme/);
    expect(screen.queryByLabelText(/Código de acesso, parte 1/)).toBeNull();
  });

  it('shows the expired screen when the server answers 410 to the code', async () => {
    serve({
      sessionIntro: () => intro({ language: 'Spanish' }),
      authenticateSession: () => {
        throw new ApiError(410, 'SessionExpired', 'expired', undefined, undefined, {
          dueAt: '2026-01-02T10:00:00.000Z',
        });
      },
    });
    const { box, button, accept } = renderPage();
    await screen.findByText(/Bienvenido a tu entrevista/);
    accept();
    act(() => box(1).setInputValue(CODE));
    act(() => button('start-interview').click());
    expect(await screen.findByText('Esta entrevista ha caducado')).toBeInTheDocument();
  });
});
