import type { ComponentType } from 'react';

// The pages of the SPA by path, in a module of their own (no JSX, nothing loaded until a page is opened), so
// the router (`router.tsx`) and the browser tests that visit every page read the same list.

/** A path and the module of its page, loaded on first visit (each page is its own chunk). */
export interface PageRoute {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
}

/**
 * Pages anyone may open. Add a page with one line: `{ path: '/register', page: () => import(…) }`
 * (the module's default export is the page).
 */
export const PUBLIC_PAGES: PageRoute[] = [
  { path: '/landing', page: () => import('../pages/public/landing-page') },
  { path: '/pricing', page: () => import('../pages/public/pricing-page') },
  { path: '/terms', page: () => import('../pages/public/terms-page') },
  { path: '/privacyPolicy', page: () => import('../pages/public/privacy-policy-page') },
  { path: '/cookiePolicy', page: () => import('../pages/public/cookie-policy-page') },
  { path: '/about', page: () => import('../pages/public/about-page') },
  { path: '/login', page: () => import('../pages/account/login-page') },
  { path: '/logout', page: () => import('../pages/account/logout-page') },
  { path: '/register', page: () => import('../pages/account/register-page') },
  { path: '/confirmAccount', page: () => import('../pages/account/confirm-account-page') },
  { path: '/forgotPassword', page: () => import('../pages/account/forgot-password-page') },
  { path: '/session/:id', page: () => import('../pages/session/session-page') },
  { path: '/session/:id/requests', page: () => import('../pages/session/request-link-page') },
  { path: '/api-docs', page: () => import('../pages/api-docs/api-docs-page') },
];

/** Pages of signed-in managers, shown inside the dashboard layout. Add one with one line, as above. */
export const MANAGER_PAGES: PageRoute[] = [
  { path: '/applicants', page: () => import('../pages/applicants/applicants-page') },
  { path: '/addapplicant', page: () => import('../pages/applicants/add-applicant-page') },
  { path: '/applicants/import', page: () => import('../pages/applicants/import-applicants-page') },
  { path: '/applicants/:id', page: () => import('../pages/applicants/applicant-profile-page') },
  { path: '/modifyapplicant/:id', page: () => import('../pages/applicants/modify-applicant-page') },
  { path: '/templates', page: () => import('../pages/interview-templates/templates-page') },
  { path: '/createTemplate', page: () => import('../pages/interview-templates/create-template-page') },
  { path: '/templates/:id', page: () => import('../pages/interview-templates/template-page') },
  { path: '/interviewsessions', page: () => import('../pages/sessions/sessions-page') },
  { path: '/interviewsessions/:id', page: () => import('../pages/sessions/session-details-page') },
  { path: '/jobPositions', page: () => import('../pages/job-positions/job-positions-page') },
  { path: '/addJobPosition', page: () => import('../pages/job-positions/job-position-page') },
  { path: '/jobPositionDetails/:id', page: () => import('../pages/job-positions/job-position-page') },
  { path: '/team', page: () => import('../pages/team/team-page') },
  { path: '/audit', page: () => import('../pages/audit/audit-page') },
  { path: '/integrations', page: () => import('../pages/integrations/integrations-page') },
  {
    path: '/integrations/webhooks/:id',
    page: () => import('../pages/integrations/webhook-deliveries-page'),
  },
  { path: '/requests', page: () => import('../pages/requests/requests-page') },
  { path: '/reports/adverse-impact', page: () => import('../pages/reports/adverse-impact-page') },
  { path: '/account/security', page: () => import('../pages/account/security-page') },
];
