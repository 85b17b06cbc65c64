import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import './navigation-progress.css';

/** A large spinner where a page will be, while its first data or chunk loads. */
export function PageLoading() {
  return (
    <Box padding="xxl" textAlign="center">
      <Spinner size="large" />
    </Box>
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
