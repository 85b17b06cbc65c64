/** Loads the dashboard's chunks and its first `count` manager pages (all when omitted) while idle. */
type Preloader = (count?: number) => void;

let preloader: Preloader = () => undefined;

/**
 * Sets what {@link preloadManagerPages} runs. The router sets it when it is made (`app/router.tsx`), so
 * pages that start the preload (sign-in, the dashboard) need not import the router, which imports them.
 */
export function setManagerPagePreloader(load: Preloader): void {
  preloader = load;
}

/**
 * Fetches the chunks of the dashboard and its first `count` pages (the applicants list comes first)
 * while the browser is idle, so the first visit after sign-in does not wait for them. Does nothing before
 * the router exists.
 */
export function preloadManagerPages(count?: number): void {
  preloader(count);
}
