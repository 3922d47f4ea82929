import { describe, expect, it, vi } from 'vitest';
import { findPdfBrowser, NO_BROWSER_FOR_PDF_WORKER } from './chromium.ts';

const logger = () => ({ info: vi.fn(), warn: vi.fn() });
const config = { CHROMIUM_PATH: undefined, BROWSER_CACHE_DIR: '/tmp/vs-browser-cache-test' };
const found = {
  executablePath: '/opt/chromium/chromium',
  env: {},
  source: 'packaged' as const,
  description: '/opt/chromium/chromium (packaged Chromium from @sparticuz/chromium)',
};

describe('findPdfBrowser', () => {
  it('logs the browser it found, once, with where it came from', async () => {
    const log = logger();
    const locate = vi.fn().mockResolvedValue(found);
    expect(await findPdfBrowser(config, log, 'required', locate)).toBe(found);
    expect(locate).toHaveBeenCalledWith({
      configuredPath: undefined,
      cacheDir: '/tmp/vs-browser-cache-test',
    });
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[1]).toBe(`PDFs rendered with ${found.description}`);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('lets the API serve without a browser, saying so in one line', async () => {
    const log = logger();
    expect(await findPdfBrowser(config, log, 'optional', vi.fn().mockResolvedValue(null))).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(
      /No Chrome or Chromium found: everything works but PDF downloads/,
    );
  });

  it('refuses to start a process that must render PDFs without a browser', async () => {
    await expect(
      findPdfBrowser(config, logger(), 'required', vi.fn().mockResolvedValue(null)),
    ).rejects.toThrow(NO_BROWSER_FOR_PDF_WORKER);
  });
});
