import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import './navigation-progress.css';

/**
 * A large spinner where a page will be, while its first data or chunk loads. Plain HTML: it shows before
 * any Cloudscape chunk has arrived (docs/decisions/0072-public-pages-without-the-manager-app.md).
 */
export function PageLoading() {
  return (
    <div className="hiring-page-loading" role="status" aria-label="Loading">
      <span className="hiring-spinner hiring-spinner-large" />
    </div>
  );
}

/**
 * A bar across the top of the window while the router loads the next page (its chunk), so a click
 * always shows that something happens; `aria-busy` on the bar tells assistive technology the same.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-busy="true"
      data-testid="navigation-progress"
      className="hiring-navigation-progress"
    />
  );
}

/**
 * The element of the root route: the navigation progress bar, scroll handling (`ScrollRestoration`: the
 * top of the page on a new page, the old position on Back) and the matched page.
 */
export function RootFrame() {
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
