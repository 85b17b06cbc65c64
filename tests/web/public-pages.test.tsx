import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import AboutPage from '../../web/src/pages/public/about-page';
import CookiePolicyPage from '../../web/src/pages/public/cookie-policy-page';
import PricingPage from '../../web/src/pages/public/pricing-page';
import PrivacyPolicyPage from '../../web/src/pages/public/privacy-policy-page';
import TermsPage from '../../web/src/pages/public/terms-page';

vi.mock('../../web/src/api/client', () => ({ apiCall: vi.fn(), ApiError: class extends Error {} }));
vi.mock('../../web/src/components/notifications', () => ({
  useNotify: () => ({ success: vi.fn(), error: vi.fn(), apiError: vi.fn() }),
}));
vi.mock('../../web/src/config/runtime-config', () => ({
  useRuntimeConfig: () => ({ supportEmail: 'help@example.com' }),
}));

function HashProbe() {
  const { pathname, hash } = useLocation();
  return <p data-testid="probe">{pathname.slice(1) + hash}</p>;
}

function renderPage(Page: ComponentType, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="/login" element={<p data-testid="probe">login</p>} />
        <Route path="/landing" element={<HashProbe />} />
        <Route path="/terms" element={<p data-testid="probe">terms</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('public text pages', () => {
  it.each([
    ['/terms', TermsPage, 'Terms of Service'],
    ['/privacyPolicy', PrivacyPolicyPage, 'Privacy Policy'],
    ['/cookiePolicy', CookiePolicyPage, 'Cookie Policy'],
    ['/about', AboutPage, 'About Hiring Platform'],
  ])('%s shows its title and the support e-mail', (path, Page, title) => {
    renderPage(Page, path);
    expect(screen.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'help@example.com' }).length).toBeGreaterThan(0);
  });

  it('states the retention periods and the AI provider in the privacy policy', () => {
    renderPage(PrivacyPolicyPage, '/privacyPolicy');
    expect(screen.getByText(/until the hiring manager deletes the applicant/i)).toBeInTheDocument();
    expect(screen.getByText(/365 days unless it chose between 30 and 3,650/i)).toBeInTheDocument();
    expect(screen.getByText(/12 months, then they are deleted automatically/i)).toBeInTheDocument();
    expect(screen.getByText(/Amazon Bedrock/)).toBeInTheDocument();
  });

  it('names only strictly necessary browser storage in the cookie policy', () => {
    renderPage(CookiePolicyPage, '/cookiePolicy');
    expect(screen.getByText(/in session storage/i)).toBeInTheDocument();
    expect(screen.getByText(/in local storage/i)).toBeInTheDocument();
    expect(screen.getByText(/no advertising, analytics or tracking cookies/i)).toBeInTheDocument();
  });
});

describe('pricing page and public navigation', () => {
  it('/pricing shows the three plans with the yearly switch', () => {
    renderPage(PricingPage, '/pricing');
    expect(screen.getByTestId('price-basic')).toHaveTextContent('$15.00');
    const yearly = screen.getByRole('button', { name: 'Yearly' });
    expect(yearly).toHaveAttribute('aria-pressed', 'false');
    act(() => yearly.click());
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('$450.00');
  });

  /** Opens the top bar's Menu (its items' place on narrow screens) and clicks one of them. */
  function clickMenuItem(name: string) {
    const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    act(() => menuButton.click());
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const item = within(screen.getByRole('list', { name: 'Menu' }))
      .getAllByRole(name === 'Request early access' ? 'button' : 'link')
      .find((element) => element.textContent === name);
    act(() => item!.click());
  }

  it('goes to /login from the top bar, and from its Menu on narrow screens', () => {
    const view = renderPage(PricingPage, '/pricing');
    act(() => within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }).click());
    expect(screen.getByTestId('probe')).toHaveTextContent('login');
    view.unmount();

    renderPage(PricingPage, '/pricing');
    clickMenuItem('Login');
    expect(screen.getByTestId('probe')).toHaveTextContent('login');
  });

  it('jumps to a landing page section from the top bar of another page', () => {
    const view = renderPage(PricingPage, '/pricing');
    act(() => within(screen.getByRole('banner')).getByRole('link', { name: 'Pricing' }).click());
    expect(screen.getByTestId('probe')).toHaveTextContent('landing#pricing');
    view.unmount();

    renderPage(PricingPage, '/pricing');
    clickMenuItem('Contact us');
    expect(screen.getByTestId('probe')).toHaveTextContent('landing#contact-us');
  });

  it('closes the Menu with Escape', () => {
    renderPage(PricingPage, '/pricing');
    const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    act(() => menuButton.click());
    expect(screen.getByRole('list', { name: 'Menu' })).toBeInTheDocument();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByRole('list', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the early-access dialog from the top bar', async () => {
    renderPage(PricingPage, '/pricing');
    act(() =>
      within(screen.getByRole('banner')).getByRole('button', { name: 'Request early access' }).click(),
    );
    await waitFor(() =>
      expect(createWrapper(document.body).findModal('[data-testid="early-access-modal"]')?.isVisible()).toBe(
        true,
      ),
    );
  });

  it('follows footer links without reloading the page', () => {
    renderPage(PricingPage, '/pricing');
    act(() => screen.getByRole('link', { name: 'Terms of Service' }).click());
    expect(screen.getByTestId('probe')).toHaveTextContent('terms');
  });

  it('links the footer to the public pages', () => {
    renderPage(PricingPage, '/pricing');
    const footer = within(screen.getByRole('contentinfo'));
    for (const [name, href] of [
      ['Pricing', '/pricing'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacyPolicy'],
      ['Cookie Policy', '/cookiePolicy'],
      ['About', '/about'],
    ]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
