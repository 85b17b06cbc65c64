import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import LandingPage from '../../web/src/pages/public/landing-page';

const mocks = vi.hoisted(() => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
      readonly details?: Record<string, string[]>,
    ) {
      super(message);
    }
  }
  return { ApiError, notify: { success: vi.fn(), error: vi.fn(), apiError: vi.fn() } };
});

vi.mock('../../web/src/api/client', () => ({ apiCall: vi.fn(), ApiError: mocks.ApiError }));
vi.mock('../../web/src/components/notifications', () => ({ useNotify: () => mocks.notify }));
vi.mock('../../web/src/config/runtime-config', () => ({
  useRuntimeConfig: () => ({
    mode: 'local',
    apiBaseUrl: '',
    region: 'us-east-1',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    googleEnabled: false,
    supportEmail: 'help@example.com',
  }),
}));

const apiCallMock = vi.mocked(apiCall);

/**
 * An IntersectionObserver the test moves: `comeNear()` tells every observed element it is near the
 * viewport (the contact form loads only then).
 */
const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
function comeNear() {
  for (const { callback, elements } of observed)
    callback(
      elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}
const RealIntersectionObserver = globalThis.IntersectionObserver;
beforeEach(() => {
  observed.length = 0;
  globalThis.IntersectionObserver = class {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observed.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.entry.elements = [];
    }
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = RealIntersectionObserver;
});

function renderLanding(path = '/landing') {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <LandingPage />
    </MemoryRouter>,
  );
  const page = createWrapper(view.container);
  const body = createWrapper(document.body);
  const set = (testId: string, value: string) =>
    act(() => {
      const input =
        page.findInput(`[data-testid="${testId}"]`) ?? body.findInput(`[data-testid="${testId}"]`);
      if (input) input.setInputValue(value);
      else
        (page.findTextarea(`[data-testid="${testId}"]`) ??
          body.findTextarea(`[data-testid="${testId}"]`))!.setTextareaValue(value);
    });
  return { view, page, body, set };
}

/** The landing page scrolled down to its contact form, which has loaded. */
async function renderLandingWithForm() {
  const rendered = renderLanding();
  act(() => comeNear());
  await screen.findByTestId('contact-submit');
  return rendered;
}

describe('landing page', () => {
  it('shows the six feature blocks, the pricing section and the support e-mail', () => {
    renderLanding();
    for (const title of [
      'Smart Questions',
      'Instant Evaluation & Scoring',
      'Customized Interviews',
      'Language Flexibility',
      'Efficient Templates',
      'Trusted Security',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText('Save up to 25%')).toBeInTheDocument();
    expect(screen.getByTestId('support-email')).toHaveTextContent('help@example.com');
    expect(screen.getByTestId('support-email')).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('switches prices between monthly and yearly', () => {
    const { page } = renderLanding();
    const price = (id: string) => page.find(`[data-testid="price-${id}"]`)!.getElement().textContent;
    expect([price('basic'), price('professional'), price('enterprise')]).toEqual([
      '$15.00',
      '$30.00',
      '$50.00',
    ]);
    expect(screen.getAllByText('per user / month')).toHaveLength(3);

    const yearly = within(screen.getByTestId('billing-period')).getByRole('button', { name: 'Yearly' });
    act(() => yearly.click());
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect([price('basic'), price('professional'), price('enterprise')]).toEqual([
      '$135.00',
      '$270.00',
      '$450.00',
    ]);
    expect(screen.getAllByText('per user / year')).toHaveLength(3);
  });

  it('keeps the plan buttons disabled, saying they are coming soon', () => {
    renderLanding();
    for (const [plan, label, name] of [
      ['basic', 'Try Free', 'Basic'],
      ['professional', 'Buy Now', 'Professional'],
      ['enterprise', 'Contact Us', 'Enterprise'],
    ]) {
      const button = within(screen.getByTestId(`plan-${plan}`)).getByRole('button');
      expect(button).toHaveTextContent(label!);
      expect(button).toHaveAccessibleName(`${label}: ${name}`);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Coming soon');
    }
  });

  it('loads the contact form only when its section comes near the viewport', async () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByTestId('contact-submit')).not.toBeInTheDocument();
    act(() => comeNear());
    expect(await screen.findByTestId('contact-submit')).toBeInTheDocument();
  });

  it('enables Submit once first name, e-mail and message are filled, then sends and clears the form', async () => {
    apiCallMock.mockResolvedValueOnce({ id: '01J00000000000000000000000' } as never);
    const { page, set } = await renderLandingWithForm();
    const submit = () => page.findButton('[data-testid="contact-submit"]')!;
    expect(submit().isDisabled()).toBe(true);
    set('contact-first-name', 'Ada');
    set('contact-email', 'Ada@Example.com');
    expect(submit().isDisabled()).toBe(true);
    set('contact-message', 'Can I see a demo?');
    expect(submit().isDisabled()).toBe(false);

    act(() => submit().click());
    await waitFor(() =>
      expect(mocks.notify.success).toHaveBeenCalledWith('Contact form submitted', expect.any(String)),
    );
    expect(apiCallMock).toHaveBeenCalledWith('sendContactMessage', {
      body: { firstName: 'Ada', email: 'ada@example.com', message: 'Can I see a demo?' },
    });
    expect(page.findInput('[data-testid="contact-first-name"]')!.getInputValue()).toBe('');
    expect(submit().isDisabled()).toBe(true);
  });

  it('checks the phone with the shared schema before sending', async () => {
    const { page, set } = await renderLandingWithForm();
    set('contact-first-name', 'Ada');
    set('contact-email', 'ada@example.com');
    set('contact-message', 'Hello');
    set('contact-phone', 'call me');
    act(() => page.findButton('[data-testid="contact-submit"]')!.click());
    expect(apiCallMock).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
  });

  it('shows server field errors and says to try again later on 429', async () => {
    const { page, set } = await renderLandingWithForm();
    set('contact-first-name', 'Ada');
    set('contact-email', 'ada@example.com');
    set('contact-message', 'Hello');

    apiCallMock.mockRejectedValueOnce(
      new mocks.ApiError(400, 'ValidationFailed', 'Invalid', { email: ['This address bounces'] }),
    );
    act(() => page.findButton('[data-testid="contact-submit"]')!.click());
    expect(await screen.findByText('This address bounces')).toBeInTheDocument();

    const tooMany = new mocks.ApiError(429, 'TooManyRequests', 'Too many requests');
    apiCallMock.mockRejectedValueOnce(tooMany);
    act(() => page.findButton('[data-testid="contact-submit"]')!.click());
    await waitFor(() =>
      expect(mocks.notify.apiError).toHaveBeenCalledWith(tooMany, expect.stringMatching(/try again later/i)),
    );
    expect(page.findInput('[data-testid="contact-first-name"]')!.getInputValue()).toBe('Ada');
  });

  it('opens the early-access dialog from the hero; its button needs name and e-mail', async () => {
    apiCallMock.mockResolvedValueOnce({ id: '01J00000000000000000000001' } as never);
    const { body, set } = renderLanding();
    const modal = () => body.findModal('[data-testid="early-access-modal"]')!;
    // The dialog is a chunk of its own, loaded when it is first opened.
    expect(body.findModal('[data-testid="early-access-modal"]')).toBeNull();

    const heroButton = within(screen.getByRole('main')).getByRole('button', { name: 'Request early access' });
    act(() => heroButton.click());
    await waitFor(() => expect(body.findModal('[data-testid="early-access-modal"]')?.isVisible()).toBe(true));

    const submit = () => modal().findFooter()!.findButton('[data-testid="early-access-submit"]')!;
    expect(submit().isDisabled()).toBe(true);
    set('early-access-name', 'Grace Hopper');
    expect(submit().isDisabled()).toBe(true);
    set('early-access-email', 'grace@example.com');
    set('early-access-company', 'Navy');
    expect(submit().isDisabled()).toBe(false);

    act(() => submit().click());
    await waitFor(() =>
      expect(mocks.notify.success).toHaveBeenCalledWith('Early Access requested', expect.any(String)),
    );
    expect(apiCallMock).toHaveBeenCalledWith('requestEarlyAccess', {
      body: { name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy' },
    });
    expect(modal().isVisible()).toBe(false);
  });

  it('scrolls smoothly to the section named in the URL (anchors from the other public pages)', () => {
    const scroll = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(function (this: Element) {});
    renderLanding('/landing#pricing');
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('pricing'));
    scroll.mockRestore();
  });
});
