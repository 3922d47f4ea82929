import { createZipArchiveWriter } from '@vs/archive';
import { type Deps, PDF_UNAVAILABLE_MESSAGE, unavailable } from '@vs/domain';
import { createPuppeteerPdfRenderer, type LocatedBrowser } from '@vs/pdf';
import { renderDocumentHtml } from '@vs/print';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { ChosenFileStore } from './file-store.ts';

export interface OutputPorts extends Pick<Deps, 'files' | 'pdf' | 'archives'> {
  /** Closes the browser (if one was started); call after the jobs have drained. */
  close(): Promise<void>;
}

/**
 * The ports PDF and zip jobs use: the chosen file store (through which the files reach the API),
 * one Chromium per process with a bounded page pool (started on the first render), and a
 * streaming zip writer. Without a browser every render is refused as unavailable (503): the
 * process serves everything else.
 */
export const createOutputPorts = (
  config: Config,
  logger: Logger,
  store: ChosenFileStore,
  browser: LocatedBrowser | null,
): OutputPorts => {
  const { files } = store;
  if (!browser) {
    return {
      files,
      pdf: { render: () => Promise.reject(unavailable('OUTPUT.NO_BROWSER', PDF_UNAVAILABLE_MESSAGE)) },
      archives: createZipArchiveWriter(files),
      close: async () => store.close(),
    };
  }
  const renderer = createPuppeteerPdfRenderer({
    executablePath: browser.executablePath,
    env: browser.env,
    maxPages: config.PDF_CONCURRENCY,
    launchTimeoutMs: 30_000,
    onBlockedRequest: (url) => logger.warn({ url }, 'print page request blocked'),
  });
  return {
    files,
    pdf: { render: (document) => renderer.renderHtml(renderDocumentHtml(document)) },
    archives: createZipArchiveWriter(files),
    close: async () => {
      await renderer.close();
      store.close();
    },
  };
};
