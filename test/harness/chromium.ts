// Debian's Chromium as scripts/ensure-debian-package.sh installs it (the `chromium` on the PATH), and how the browser
// tests start it: headless, in a fresh profile, without the sandbox (tests run as root) or background traffic.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM =
  (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'chromium'))
    .find((p) => existsSync(p)) ?? 'chromium';
export const MISSING = `Chromium is not on the PATH (${CHROMIUM}): run scripts/ensure-debian-package.sh chromium chromium (as root, or with sudo) and run the tests again`;
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const haveChromium = () => existsSync(CHROMIUM);

/** A headless browser on the profile directory `profile`; `args` add to the usual flags. */
export function launchChromium(
  profile: string,
  opts: { args?: string[]; acceptDownloads?: boolean } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...FLAGS, ...(opts.args ?? [])],
    acceptDownloads: opts.acceptDownloads,
  });
}
