import AppLayout from '@cloudscape-design/components/app-layout';
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { preloadManagerPages } from '../app/preload';
import { useMe } from '../api/account';
import { PRODUCT_NAME } from '../config/product';
import { PageLoading } from './navigation-progress';
import { useFollow } from './router-link';
import { useWelcomeTour, WelcomeTour } from './welcome-tour';

/** Width of the side navigation in px (docs/product.md#screen-dashboard). */
export const NAVIGATION_WIDTH_PX = 280;

/**
 * SideNavigation items take no attributes, but their icon renders inside the link, so the icon's wrapper
 * carries the stable `data-testid` the end-to-end tests click.
 */
function navIcon(name: IconProps.Name, testId: string, tour?: string) {
  return (
    <span data-testid={testId} data-tour={tour}>
      <Icon name={name} />
    </span>
  );
}

/** Names of the layout's own buttons and regions (axe-core: every button needs an accessible name). */
const APP_LAYOUT_LABELS = {
  navigation: 'Side navigation',
  navigationClose: 'Close side navigation',
  navigationToggle: 'Open side navigation',
  notifications: 'Notifications',
  tools: 'Help panel',
  toolsClose: 'Close help panel',
  toolsToggle: 'Open help panel',
};

const NAV_ITEMS: SideNavigationProps.Item[] = [
  {
    type: 'link',
    text: 'Applicants',
    href: '/applicants',
    icon: navIcon('group', 'nav-applicants', 'applicants'),
  },
  {
    type: 'link',
    text: 'Interview Templates',
    href: '/templates',
    icon: navIcon('file', 'nav-templates', 'templates'),
  },
  {
    type: 'link',
    text: 'Job Positions',
    href: '/jobPositions',
    icon: navIcon('folder', 'nav-job-positions', 'job-positions'),
  },
  {
    type: 'link',
    text: 'Interview Sessions',
    href: '/interviewsessions',
    icon: navIcon('calendar', 'nav-interview-sessions'),
  },
  { type: 'link', text: 'Team', href: '/team', icon: navIcon('user-profile', 'nav-team') },
  { type: 'link', text: 'Audit log', href: '/audit', icon: navIcon('security', 'nav-audit') },
  {
    type: 'link',
    text: 'Integrations',
    href: '/integrations',
    icon: navIcon('share', 'nav-integrations'),
  },
  { type: 'link', text: 'Requests', href: '/requests', icon: navIcon('envelope', 'nav-requests') },
  {
    type: 'link',
    text: 'Adverse impact',
    href: '/reports/adverse-impact',
    icon: navIcon('view-full', 'nav-adverse-impact'),
  },
  { type: 'divider' },
  { type: 'link', text: 'Sign out', href: '/logout', icon: navIcon('sign-out', 'nav-sign-out') },
];

/** An auditor reads the adverse-impact report and nothing else (decision record 0108). */
const AUDITOR_NAV_ITEMS: SideNavigationProps.Item[] = NAV_ITEMS.filter(
  (item) => item.type !== 'link' || ['/reports/adverse-impact', '/logout'].includes(item.href),
);

/** The pages an auditor can open (decision record 0108); the first is where they land. */
const AUDITOR_PATHS = ['/reports/adverse-impact', '/account/security'];

/**
 * The page, once the signed-in manager's role is known: an auditor who opens any other page (as after
 * signing in, which lands on /applicants) goes to the adverse-impact report instead of meeting refusals.
 */
function RoleOutlet({ role, pending, pathname }: { role?: string; pending: boolean; pathname: string }) {
  if (pending) return <PageLoading />;
  if (role === 'auditor' && !AUDITOR_PATHS.includes(pathname))
    return <Navigate to={AUDITOR_PATHS[0]!} replace />;
  return <Outlet />;
}

/** The first path segment decides which link is active, so /applicants/{id} highlights Applicants. */
function activeHref(pathname: string): string {
  const section = `/${pathname.split('/')[1] ?? ''}`;
  const aliases: Record<string, string> = {
    '/addapplicant': '/applicants',
    '/modifyapplicant': '/applicants',
    '/createTemplate': '/templates',
    '/addJobPosition': '/jobPositions',
    '/jobPositionDetails': '/jobPositions',
    '/reports': '/reports/adverse-impact',
  };
  return aliases[section] ?? section;
}

/**
 * The manager's dashboard frame: top navigation (product, signed-in manager and organization, Sign out),
 * a 280 px side navigation and the page in the `<Outlet/>`. Toasts come from `NotificationsProvider`,
 * fixed top-right above this layout. Used as the element of the signed-in routes in `app/router.tsx`.
 */
export function DashboardLayout() {
  const follow = useFollow();
  const { pathname } = useLocation();
  const me = useMe();
  const tour = useWelcomeTour(me.data?.userId);
  const home = me.data?.role === 'auditor' ? AUDITOR_PATHS[0]! : '/applicants';
  // The other manager pages load in the background, so the first visit to each is instant.
  useEffect(() => preloadManagerPages(), []);

  return (
    <>
      <div id="top-navigation" style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <TopNavigation
          identity={{ href: home, title: PRODUCT_NAME, onFollow: follow }}
          utilities={[
            {
              type: 'menu-dropdown',
              text: 'Help',
              iconName: 'status-info',
              items: [{ id: 'restart-tour', text: 'Restart welcome tour' }],
              onItemClick: ({ detail }) => {
                if (detail.id === 'restart-tour') tour.restart();
              },
            },
            {
              type: 'menu-dropdown',
              text: me.data?.email ?? 'Account',
              description: me.data?.orgName,
              iconName: 'user-profile',
              items: [
                { id: 'security', text: 'Sign-in security', href: '/account/security' },
                { id: 'sign-out', text: 'Sign out', href: '/logout' },
              ],
              onItemFollow: follow,
            },
          ]}
        />
      </div>
      <AppLayout
        headerSelector="#top-navigation"
        navigationWidth={NAVIGATION_WIDTH_PX}
        ariaLabels={APP_LAYOUT_LABELS}
        navigation={
          <div data-testid="side-navigation">
            <SideNavigation
              header={{ text: PRODUCT_NAME, href: home }}
              activeHref={activeHref(pathname)}
              items={me.data?.role === 'auditor' ? AUDITOR_NAV_ITEMS : NAV_ITEMS}
              onFollow={follow}
            />
          </div>
        }
        toolsHide
        content={<RoleOutlet role={me.data?.role} pending={me.isPending} pathname={pathname} />}
      />
      <WelcomeTour tour={tour} />
    </>
  );
}
