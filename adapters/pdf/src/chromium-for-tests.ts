import { existsSync } from 'node:fs';

/** The Chromium browser tests run against: CHROMIUM_PATH, or Debian's package. */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Whether browser tests can run here. CI must run them: there a missing Chromium fails the run
 * instead of skipping (`.ci/run` installs it).
 */
export const chromiumAvailable = (): boolean => {
  const found = existsSync(TEST_CHROMIUM_PATH);
  if (!found && process.env.CI === 'true') {
    throw new Error(`Chromium not found at ${TEST_CHROMIUM_PATH}: CI must run the PDF renderer tests.`);
  }
  return found;
};
