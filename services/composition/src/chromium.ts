import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';

/**
 * Stops a process that will render PDFs before it takes any work when CHROMIUM_PATH names no
 * executable file, rather than failing every PDF job later with a launch error.
 */
export const assertChromiumExecutable = async (path: string): Promise<void> => {
  const executable = await stat(path)
    .then((info) => info.isFile() && access(path, constants.X_OK).then(() => true))
    .catch(() => false);
  if (!executable) {
    throw new Error(
      `CHROMIUM_PATH=${path} is missing or not executable, and this process renders PDFs. ` +
        'Install Chromium (Debian: apt-get install chromium) or set CHROMIUM_PATH to its binary.',
    );
  }
};
