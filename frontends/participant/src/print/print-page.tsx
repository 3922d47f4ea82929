import { useQuery } from '@tanstack/react-query';
import { meaningfulWorkPrintDocument, NO_INSIGHT, type PrintDocument, valuesPrintDocument } from '@vs/domain';
import { pageCss } from '@vs/print/views';
import { ApiError, Banner, orgLogoUrl, Spinner } from '@vs/ui';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  brandingOfQuery,
  eventQuery,
  insightQuery,
  listsOf,
  meaningfulWorkQuery,
  userQuery,
  valuesQuery,
} from '../api/queries.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { useLanguage } from '../i18n/language-context.ts';
import { useValueName } from '../i18n/value-names.ts';
import { PrintSurface } from './print-surface.tsx';

type Page = PrintDocument['page'];

const isPage = (page: string | undefined): page is Page =>
  page === 'live' || page === 'mw' || page === 'prework';

type State =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string | null }
  | { readonly status: 'ready'; readonly document: PrintDocument };

/**
 * The document of `page` for `uid`, read with the by-id calls, under the brand of the
 * participant's organisation as their PDF is (its logo; its name for the product's when it hides
 * it). Who it is and the page's record must load; the event may fail (no header line), and so may
 * the insight (the sheet prints without it, as it did before there was one) and the branding (no
 * logo).
 */
const usePrintDocument = (productTitle: string, uid: string, page: Page): State => {
  const { language } = useLanguage();
  const valueName = useValueName();
  const target = { uid };
  const mw = page === 'mw';
  const user = useQuery(userQuery(target));
  const event = useQuery(eventQuery(target));
  const branding = useQuery(brandingOfQuery(uid));
  useLoggedFailure('branding failed', branding.error);
  const values = useQuery({ ...valuesQuery(target, page === 'prework' ? 'prework' : 'live'), enabled: !mw });
  const sheet = useQuery({ ...meaningfulWorkQuery(target), enabled: mw });
  const insight = useQuery({ ...insightQuery(uid), enabled: mw });
  useLoggedFailure('insight failed', insight.error);
  const record = mw ? sheet : values;
  const failure = user.error ?? record.error;
  useLoggedFailure('print page failed', failure);

  if (failure !== null) {
    return {
      status: 'failed',
      message: failure instanceof ApiError ? failure.message : null,
    };
  }
  const loading = { status: 'loading' } as const;
  if (user.data === undefined || event.isPending || branding.isPending) return loading;
  const brand = branding.data;
  const logo = brand === undefined ? null : orgLogoUrl(brand);
  const context = {
    productTitle: brand?.hideProductName ? brand.name : productTitle,
    language,
    ...(logo === null ? {} : { logo }),
    participant: user.data,
    event: event.data ?? null,
  };
  if (mw) {
    if (sheet.data === undefined || insight.isPending) return loading;
    const document = meaningfulWorkPrintDocument(context, sheet.data.data, insight.data ?? NO_INSIGHT);
    return { status: 'ready', document };
  }
  if (values.data === undefined) return loading;
  const lists = listsOf(values.data);
  const shown = {
    ...lists,
    values: lists.values.map((v) => ({ ...v, value: valueName(v.originalIndex, v.value) })),
  };
  return { status: 'ready', document: valuesPrintDocument(context, page, shown) };
};

const m = defineMessages({
  loading: { id: 'print.page.loading', defaultMessage: 'Loading the output' },
  region: { id: 'print.page.region', defaultMessage: 'Print' },
  noSuchPage: { id: 'print.page.noSuchPage', defaultMessage: 'There is no such page to print.' },
  notLoaded: { id: 'print.page.notLoaded', defaultMessage: 'This output could not be loaded.' },
});

const PrintView = ({ state }: { readonly state: State }) => {
  const intl = useIntl();
  if (state.status === 'loading') return <Spinner label={intl.formatMessage(m.loading)} />;
  if (state.status === 'failed') {
    return (
      <section aria-label={intl.formatMessage(m.region)}>
        <Banner tone="danger" live>
          {state.message ?? intl.formatMessage(m.notLoaded)}
        </Banner>
      </section>
    );
  }
  return (
    <>
      {/* In place, not hoisted like AppStyles: the A4 page box leaves with this page. */}
      <style>{pageCss}</style>
      <PrintSurface document={state.document} />
    </>
  );
};

const PrintDocumentPage = ({
  productTitle,
  uid,
  page,
}: {
  productTitle: string;
  uid: string;
  page: Page;
}) => <PrintView state={usePrintDocument(productTitle, uid, page)} />;

/** `/print/:uid/:page` (page live, mw or prework): the print views as the PDF shows them. */
export const PrintPage = ({ productTitle }: { readonly productTitle: string }) => {
  const { uid, page } = useParams();
  const intl = useIntl();

  useEffect(() => {
    document.title = productTitle;
  }, [productTitle]);

  return uid === undefined || !isPage(page) ? (
    <PrintView state={{ status: 'failed', message: intl.formatMessage(m.noSuchPage) }} />
  ) : (
    <PrintDocumentPage productTitle={productTitle} uid={uid} page={page} />
  );
};
