import { type PrintDocument, VALUE_COUNT } from '@vs/domain';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { LiveOutput } from './live-output.tsx';
import { MeaningfulWorkSheet } from './meaningful-work-sheet.tsx';
import { PageHeader } from './page-header.tsx';
import { PreworkOutput } from './prework-output.tsx';
import { printMessages as m } from './print-messages.ts';

/** Each output's title, and what kind of output it is (shown above the title). */
const PAGE_HEADINGS: Readonly<
  Record<PrintDocument['page'], { kicker: MessageDescriptor; title: MessageDescriptor }>
> = {
  prework: { kicker: m.kickerPrework, title: m.titlePrework },
  live: { kicker: m.kickerLive, title: m.titleLive },
  mw: { kicker: m.kickerLive, title: m.titleMw },
};

/** An output's title in the reader's language ('My Top 10 Values'). */
export const pageTitle = (intl: IntlShape, page: PrintDocument['page']): string =>
  intl.formatMessage(PAGE_HEADINGS[page].title, { count: VALUE_COUNT });

/** One participant's printable output: the body of a print page (styles: printCss). */
export const PrintView = ({ document }: { readonly document: PrintDocument }) => {
  const intl = useIntl();
  return (
    <div className={`vs-page vs-page-${document.page}`}>
      <PageHeader
        document={document}
        kicker={intl.formatMessage(PAGE_HEADINGS[document.page].kicker)}
        title={pageTitle(intl, document.page)}
      />
      {document.page === 'prework' && <PreworkOutput values={document.values} />}
      {document.page === 'live' && <LiveOutput values={document.values} insight={document.insight} />}
      {document.page === 'mw' && (
        <MeaningfulWorkSheet data={document.meaningfulWork} insight={document.insight} />
      )}
    </div>
  );
};
