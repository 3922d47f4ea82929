import { Banner, Button, messageOf, Spinner, usePopup, VirtualList } from '@vs/ui';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ToolbarSearch } from '../shared/toolbar-search.tsx';
import { nameMatcher, noEventsFoundText, searchTerms } from './search-terms.ts';
import { TeamOutputCard } from './team-output-card.tsx';
import { type TeamOutputEvent, useTeamOutput } from './team-output-query.ts';
import { makeTeamPdf, preloadPdfTools } from './team-pdf.ts';
import { allTeamsPdfName, teamOutputTitle, teamPdfName } from './team-pdf-names.ts';
import { useBusyKeys } from './use-busy-keys.ts';

const MESSAGES = defineMessages({
  searchPlaceholder: {
    id: 'console.teamOutput.searchPlaceholder',
    defaultMessage: 'Search by event name (separate by comma)',
  },
  pdfFailed: {
    id: 'console.teamOutput.pdfFailed',
    defaultMessage: 'The PDF could not be made. Please try again.',
  },
});

const ALL_KEY = 'all';

const RefreshIcon = () => (
  <svg className="vs-team-refresh-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M20 12a8 8 0 1 1-2.34-5.66"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
    <path
      d="M20 4v5h-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Spec 2.14: every active event's participants with their values in the four roles, searchable by
 * event name (any of several terms), with a PDF per event (Download) or of every shown event
 * (Download All), made in the browser. The refresh button reloads the list. An event's dashboard
 * links here with its name as the search (`?tab=team-output&search=`).
 */
export const TeamOutputScreen = () => {
  const intl = useIntl();
  const popup = usePopup();
  const teamOutput = useTeamOutput();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const deferredSearch = useDeferredValue(search);
  const terms = useMemo(() => searchTerms(deferredSearch), [deferredSearch]);
  const shown = useMemo(() => {
    const matches = nameMatcher(terms);
    return (teamOutput.data ?? []).filter((event) => matches(event.eventName));
  }, [teamOutput.data, terms]);
  const { busy, run } = useBusyKeys();

  // The PDF libraries and fonts load while the screen is open, not in the console's first load.
  useEffect(() => {
    preloadPdfTools().catch((error: unknown) =>
      console.error('Team output: the PDF tools did not load', error),
    );
  }, []);

  const download = (key: string, events: readonly TeamOutputEvent[], fileName: string) =>
    run(key, async () => {
      try {
        await makeTeamPdf(events, fileName, intl);
      } catch (error) {
        console.error('Team output: the PDF could not be made', error);
        popup.show(intl.formatMessage(MESSAGES.pdfFailed), 'failure');
      }
    });

  const refresh = async () => {
    const result = await teamOutput.refetch();
    if (result.isError) {
      console.error('team_output failed', result.error);
      popup.show(messageOf(result.error, intl), 'failure');
    }
  };

  const refreshLabel = intl.formatMessage({ id: 'console.teamOutput.refresh', defaultMessage: 'Refresh' });
  const list = () => {
    if (teamOutput.data === undefined) {
      if (teamOutput.isError) return <Banner tone="danger">{messageOf(teamOutput.error, intl)}</Banner>;
      return (
        <Spinner
          label={intl.formatMessage({
            id: 'console.teamOutput.loading',
            defaultMessage: 'Loading team output',
          })}
        />
      );
    }
    if (shown.length === 0)
      return <p className="vs-table-empty">{noEventsFoundText(intl, deferredSearch)}</p>;
    return (
      <VirtualList
        label={intl.formatMessage({
          id: 'console.teamOutput.listLabel',
          defaultMessage: 'Team output events',
        })}
        className="vs-team-list"
        items={shown}
        itemKey={(event) => event.eid}
        estimatedItemHeight={360}
        renderItem={(event) => (
          <TeamOutputCard
            event={event}
            action={
              <Button
                variant="secondary"
                busy={busy.has(event.eid)}
                aria-label={intl.formatMessage(
                  { id: 'console.teamOutput.downloadOne', defaultMessage: 'Download {title}' },
                  { title: teamOutputTitle(intl, event) },
                )}
                onClick={() => void download(event.eid, [event], teamPdfName(event))}
              >
                <FormattedMessage id="console.teamOutput.download" defaultMessage="Download" />
              </Button>
            }
          />
        )}
      />
    );
  };

  return (
    <section className="vs-team-output" aria-labelledby="vs-team-output-title">
      <h2 id="vs-team-output-title" className="vs-visually-hidden">
        <FormattedMessage id="console.teamOutput.heading" defaultMessage="Team Output" />
      </h2>
      <div className="vs-toolbar">
        <ToolbarSearch
          label={intl.formatMessage({ id: 'console.teamOutput.search', defaultMessage: 'Search events' })}
          placeholder={intl.formatMessage(MESSAGES.searchPlaceholder)}
          value={search}
          onChange={setSearch}
        />
        <Button
          busy={busy.has(ALL_KEY)}
          disabled={shown.length === 0}
          onClick={() => void download(ALL_KEY, shown, allTeamsPdfName(terms))}
        >
          <FormattedMessage id="console.teamOutput.downloadAll" defaultMessage="Download All" />
        </Button>
        <Button
          variant="secondary"
          className="vs-team-refresh"
          aria-label={refreshLabel}
          title={refreshLabel}
          busy={teamOutput.isFetching}
          onClick={() => void refresh()}
        >
          {teamOutput.isFetching ? null : <RefreshIcon />}
        </Button>
      </div>
      {list()}
    </section>
  );
};
