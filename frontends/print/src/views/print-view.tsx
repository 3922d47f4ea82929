import { type PrintDocument, VALUE_COUNT } from '@vs/domain';
import { LiveOutput } from './live-output.tsx';
import { MeaningfulWorkSheet } from './meaningful-work-sheet.tsx';
import { PageHeader } from './page-header.tsx';
import { PreworkOutput } from './prework-output.tsx';

/** Each output's title, and what kind of output it is (shown above the title). */
export const PAGE_HEADINGS: Readonly<Record<PrintDocument['page'], { kicker: string; title: string }>> = {
  prework: { kicker: 'Pre-work', title: `My Top ${VALUE_COUNT} Values` },
  live: { kicker: 'Live session', title: 'My Values Output' },
  mw: { kicker: 'Live session', title: 'My Meaningful Work' },
};

/** One participant's printable output: the body of a print page (styles: printCss). */
export const PrintView = ({ document }: { readonly document: PrintDocument }) => (
  <div className={`vs-page vs-page-${document.page}`}>
    <PageHeader document={document} {...PAGE_HEADINGS[document.page]} />
    {document.page === 'prework' && <PreworkOutput values={document.values} />}
    {document.page === 'live' && <LiveOutput values={document.values} insight={document.insight} />}
    {document.page === 'mw' && (
      <MeaningfulWorkSheet data={document.meaningfulWork} insight={document.insight} />
    )}
  </div>
);
