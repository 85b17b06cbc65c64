import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: the only browser the tests drive (never a downloaded one). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Makes sure Debian's Chromium is installed. As root on Debian it installs it (`apt-get install -y
 * chromium`) and says so; anywhere else it fails with the command to run.
 * @throws Error naming the install command when Chromium is missing and cannot be installed here.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) {
    throw new Error(
      `Chromium is missing for the browser tests: install it with \`sudo apt-get install -y chromium\`.`,
    );
  }
  console.log("Chromium is missing: installing Debian's package (apt-get install -y chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
