import { createZipArchiveWriter } from '@vs/archive';
import type { Deps } from '@vs/domain';
import { createPuppeteerPdfRenderer } from '@vs/pdf';
import { renderPrintHtml } from '@vs/print';
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
 * streaming zip writer.
 */
export const createOutputPorts = (config: Config, logger: Logger, store: ChosenFileStore): OutputPorts => {
  const { files } = store;
  const renderer = createPuppeteerPdfRenderer({
    executablePath: config.CHROMIUM_PATH,
    maxPages: config.PDF_CONCURRENCY,
    launchTimeoutMs: 30_000,
    onBlockedRequest: (url) => logger.warn({ url }, 'print page request blocked'),
  });
  return {
    files,
    pdf: { render: (document) => renderer.renderHtml(renderPrintHtml(document)) },
    archives: createZipArchiveWriter(files),
    close: async () => {
      await renderer.close();
      store.close();
    },
  };
};
