import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrgUsage as Usage } from '@vs/domain';
import { Banner, Button, call, downloadFile, messageOf, Select, Spinner } from '@vs/ui';
import { useId, useMemo, useState } from 'react';
import { defineMessage, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useShowFailure } from '../api/server-action.ts';
import { todayHere } from '../dates.ts';
import type { OrganisationRow } from './org-queries.ts';
import { BACKWARDS_MESSAGE, daysOf, defaultPeriod, monthLabel, recentMonths } from './usage-period.ts';

type Period = NonNullable<ReturnType<typeof daysOf>>;

/**
 * An organisation's usage per month for a period (GET /api/org/usage). The route's typed reply is
 * JSON or CSV (`format=csv`); this call never asks for CSV, so its reply is the JSON one.
 */
const useOrgUsage = (orgId: string, period: Period | null) =>
  useQuery({
    queryKey: ['orgs', 'usage', orgId, period?.from, period?.to],
    queryFn: async () =>
      ((await call(api.api.org.usage.$get({ query: { orgId, ...(period ?? {}) } }))) as { usage: Usage })
        .usage,
    enabled: period !== null,
    // A new period keeps the table on screen until its figures arrive.
    placeholderData: keepPreviousData,
  });

type UsageMonth = Usage['months'][number];

const COUNTS = [
  [
    'eventsHeld',
    defineMessage({ id: 'console.organisations.usage.eventsHeld', defaultMessage: 'Events held' }),
  ],
  [
    'participantsInvited',
    defineMessage({
      id: 'console.organisations.usage.participantsInvited',
      defaultMessage: 'Participants invited',
    }),
  ],
  [
    'preworkCompleted',
    defineMessage({
      id: 'console.organisations.usage.preworkCompleted',
      defaultMessage: 'Pre-work completed',
    }),
  ],
  [
    'liveCompleted',
    defineMessage({
      id: 'console.organisations.usage.liveCompleted',
      defaultMessage: 'Live sessions completed',
    }),
  ],
] as const satisfies readonly (readonly [keyof UsageMonth, MessageDescriptor])[];

const totalOf = (months: readonly UsageMonth[], key: (typeof COUNTS)[number][0]) =>
  months.reduce((sum, month) => sum + month[key], 0);

const UsageTable = ({
  label,
  months,
}: {
  readonly label: string;
  readonly months: readonly UsageMonth[];
}) => {
  const intl = useIntl();
  return (
    <section
      className="vs-table-scroll vs-usage-scroll"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
    >
      <table className="vs-table vs-usage-table">
        <caption className="vs-visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="console.organisations.usage.month" defaultMessage="Month" />
            </th>
            {COUNTS.map(([key, heading]) => (
              <th key={key} scope="col">
                <FormattedMessage {...heading} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, intl.locale)}</th>
              {COUNTS.map(([key]) => (
                <td key={key}>{intl.formatNumber(month[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="console.organisations.usage.total" defaultMessage="Total" />
            </th>
            {COUNTS.map(([key]) => (
              <td key={key}>{intl.formatNumber(totalOf(months, key))}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
};

/**
 * An organisation's usage for invoicing (issue 33): a period of months (the last twelve at first),
 * a table per month with a totals row, and the same figures as a CSV file. Shown to super-admins
 * and the organisation's client admins, in its editor.
 */
export const OrgUsage = ({ organisation }: { readonly organisation: OrganisationRow }) => {
  const headingId = useId();
  const intl = useIntl();
  const months = useMemo(() => recentMonths(new Date(), intl.locale), [intl.locale]);
  const [chosen, setChosen] = useState(() => defaultPeriod(months));
  const period = daysOf(chosen.from, chosen.to, todayHere());
  const usage = useOrgUsage(organisation.orgId, period);
  const showFailure = useShowFailure();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (period === null) return;
    setDownloading(true);
    try {
      const query = new URLSearchParams({ orgId: organisation.orgId, ...period, format: 'csv' });
      await downloadFile(`/api/org/usage?${query}`, `usage-${organisation.slug}.csv`);
    } catch (error) {
      showFailure(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className="vs-org-section" aria-labelledby={headingId}>
      <div className="vs-org-section-head">
        <h3 id={headingId}>
          <FormattedMessage id="console.organisations.usage.title" defaultMessage="Usage" />
        </h3>
        <Button variant="secondary" busy={downloading} disabled={period === null} onClick={download}>
          <FormattedMessage id="console.organisations.usage.download" defaultMessage="Download CSV" />
        </Button>
      </div>
      <div className="vs-usage-period">
        <Select
          label={intl.formatMessage({ id: 'console.organisations.usage.from', defaultMessage: 'From' })}
          options={months}
          value={chosen.from}
          error={period === null ? intl.formatMessage(BACKWARDS_MESSAGE) : undefined}
          onChange={(event) => setChosen({ ...chosen, from: event.target.value })}
        />
        <Select
          label={intl.formatMessage({ id: 'console.organisations.usage.to', defaultMessage: 'To' })}
          options={months}
          value={chosen.to}
          onChange={(event) => setChosen({ ...chosen, to: event.target.value })}
        />
      </div>
      {period === null ? null : usage.data ? (
        <UsageTable
          label={intl.formatMessage(
            { id: 'console.organisations.usage.label', defaultMessage: 'Usage of {name}, {from} to {to}' },
            {
              name: organisation.name,
              from: monthLabel(usage.data.from.slice(0, 7), intl.locale),
              to: monthLabel(usage.data.to.slice(0, 7), intl.locale),
            },
          )}
          months={usage.data.months}
        />
      ) : usage.isError ? (
        <Banner tone="danger">{messageOf(usage.error, intl)}</Banner>
      ) : (
        <Spinner
          label={intl.formatMessage({
            id: 'console.organisations.usage.loading',
            defaultMessage: 'Loading the usage',
          })}
        />
      )}
    </section>
  );
};
