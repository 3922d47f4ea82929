import { meaningfulWorkPrintDocument, NO_INSIGHT, type PrintDocument, valuesPrintDocument } from '@vs/domain';
import { ApiError, Banner, Spinner } from '@vs/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  type EventInfo,
  type LiveReply,
  loadEvent,
  loadMeaningfulWork,
  loadUser,
  requestJson,
} from '../live/live-api.ts';
import { loadInsight } from './insight-api.ts';
import { PrintSurface } from './print-surface.tsx';

type Page = PrintDocument['page'];

const isPage = (page: string | undefined): page is Page =>
  page === 'live' || page === 'mw' || page === 'prework';

const loadDocument = async (productTitle: string, uid: string, page: Page): Promise<PrintDocument> => {
  const target = { uid };
  const [participant, event] = await Promise.all([
    loadUser(target),
    loadEvent(target).catch((): EventInfo | null => null),
  ]);
  const context = { productTitle, participant, event };
  if (page === 'mw') {
    // The insight is an extra: without it the sheet still prints, as it did before.
    const insight = loadInsight(uid).catch((error: unknown) => {
      console.error('insight failed', error);
      return NO_INSIGHT;
    });
    const [sheet, rated] = await Promise.all([loadMeaningfulWork(target), insight]);
    return meaningfulWorkPrintDocument(context, sheet.data, rated);
  }
  const query = new URLSearchParams({ uid, prework: String(page === 'prework') });
  const reply = await requestJson<LiveReply>('GET', `/api/response/participant_byid?${query}`);
  return valuesPrintDocument(context, page, {
    values: reply.values.map((value, i) => ({ value, originalIndex: reply.originalIndexes[i] ?? -1 })),
    descriptions: reply.descriptions,
    percentLived: reply.percentLived,
  });
};

type State =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly document: PrintDocument };

/** `/print/:uid/:page` (page live, mw or prework): the print views as the PDF shows them. */
export const PrintPage = ({ productTitle }: { readonly productTitle: string }) => {
  const { uid, page } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    if (uid === undefined || !isPage(page)) {
      setState({ status: 'failed', message: 'There is no such page to print.' });
      return;
    }
    loadDocument(productTitle, uid, page).then(
      (document) => current && setState({ status: 'ready', document }),
      (error: unknown) => {
        console.error('print page failed', error);
        if (current)
          setState({
            status: 'failed',
            message: error instanceof ApiError ? error.message : 'This output could not be loaded.',
          });
      },
    );
    return () => {
      current = false;
    };
  }, [productTitle, uid, page]);

  useEffect(() => {
    document.title = productTitle;
  }, [productTitle]);

  if (state.status === 'loading') return <Spinner label="Loading the output" />;
  if (state.status === 'failed') {
    return (
      <section aria-label="Print">
        <Banner tone="danger" live>
          {state.message}
        </Banner>
      </section>
    );
  }
  return (
    <>
      <style>{'@page{size:A4;margin:15mm 16mm 16mm}'}</style>
      <PrintSurface document={state.document} />
    </>
  );
};
