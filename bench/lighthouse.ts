/**
 * Lighthouse (the npm package) on the production build, driving the Debian Chromium through
 * chrome-launcher: performance and accessibility of public pages, desktop and mobile presets.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ACCEPT_SELF_SIGNED } from './local-tls';

/** Minimum scores (0-100). */
const BUDGET = { desktop: 95, mobile: 85, accessibility: 100 };

/** Runs Lighthouse on each path, desktop and mobile, and prints the scores next to their budgets. */
export async function lighthouseScores(appUrl: string, paths: string[]): Promise<void> {
  console.log('\nLighthouse 12 (production build, /usr/bin/chromium; performance and accessibility, 0-100)');
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ACCEPT_SELF_SIGNED],
  });
  try {
    for (const path of paths) {
      for (const preset of ['desktop', 'mobile'] as const) {
        const result = await lighthouse(
          appUrl + path,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const categories = result?.lhr.categories;
        const perf = Math.round((categories?.performance?.score ?? 0) * 100);
        const a11y = Math.round((categories?.accessibility?.score ?? 0) * 100);
        const audits = result?.lhr.audits;
        const failing = (categories?.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits?.[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        const metric = (id: string) => audits?.[id]?.displayValue ?? '?';
        console.log(
          `  ${path.padEnd(9)} ${preset.padEnd(7)} performance ${perf} (budget ≥ ${BUDGET[preset]}) ${perf >= BUDGET[preset] ? 'ok  ' : 'OVER'} ` +
            `accessibility ${a11y} (budget ${BUDGET.accessibility}) ${a11y >= BUDGET.accessibility ? 'ok  ' : 'OVER'} ` +
            `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}` +
            (failing.length ? `; accessibility audits failed: ${failing.join(', ')}` : ''),
        );
      }
    }
  } finally {
    chrome.kill();
  }
}
