import { type TeamOutputField, VALUE_LAYOUT, type ValueLayout } from '@vs/domain';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTeamHeadings } from './team-headings.ts';
import type { TeamOutputEvent, TeamOutputParticipant } from './team-output-query.ts';
import { type DescribedValue, type TeamOutputRow, teamOutputRow } from './team-output-row.ts';
import { teamOutputTitle } from './team-pdf-names.ts';

const NoValues = () => (
  <FormattedMessage id="console.teamOutput.card.noValues" defaultMessage="No values yet" />
);

/** How far a person lives their ranking (issue 14): "Lives their values 40%". */
const Alignment = ({ alignment }: { alignment: number }) => (
  <span className="vs-team-alignment">
    <FormattedMessage
      id="console.teamOutput.card.alignment"
      defaultMessage="Lives their values {alignment, number}%"
      values={{ alignment }}
    />
  </span>
);

const Described = ({ value }: { value: DescribedValue }) => (
  <>
    <span className="vs-team-value">{value.value}</span>
    {value.description === '' ? null : <span className="vs-team-description">{value.description}</span>}
  </>
);

const RankedValues = ({ values, firstRank }: { values: readonly string[]; firstRank: number }) => (
  <ol className="vs-team-ranked" start={firstRank}>
    {values.map((value, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the identity (a value may repeat)
      <li key={index}>{value}</li>
    ))}
  </ol>
);

/**
 * A participant's cells, under the layout's column groups (spec 2.14); each group's first cell
 * carries its role's colour (named in the headings, so colour is never the only cue).
 */
const ParticipantRow = ({
  participant,
  layout,
}: {
  participant: TeamOutputParticipant;
  layout: ValueLayout;
}) => {
  const row = teamOutputRow(participant, layout);
  const name = (
    <th scope="row" className="vs-team-name">
      {participant.forename} {participant.surname}
      {participant.alignment === null ? null : <Alignment alignment={participant.alignment} />}
    </th>
  );
  if (row === null)
    return (
      <tr>
        {name}
        <td colSpan={layout.teamOutput.flatMap((group) => group.columns).length} className="vs-team-none">
          <NoValues />
        </td>
      </tr>
    );
  return (
    <tr>
      {name}
      {layout.teamOutput.flatMap((group) =>
        group.columns.map((column, index) => (
          <td key={column.field} className={index === 0 ? `vs-team-cell-${group.role}` : undefined}>
            <CellContent row={row} field={column.field} layout={layout} />
          </td>
        )),
      )}
    </tr>
  );
};

/** What one column of a participant's row holds: a described value, or ranked values. */
const CellContent = ({
  row,
  field,
  layout,
}: {
  row: TeamOutputRow;
  field: TeamOutputField;
  layout: ValueLayout;
}) => {
  const cell = row[field];
  return 'value' in cell ? (
    <Described value={cell} />
  ) : (
    <RankedValues values={cell} firstRank={(layout.teamOutputSlots[field][0] ?? 0) + 1} />
  );
};

/**
 * On a narrow card (a phone) one participant's values as a card of their own: the name, then each
 * role's group under its heading (in the role's colour bar), each column under its sub-heading.
 */
const ParticipantCard = ({
  participant,
  layout,
}: {
  participant: TeamOutputParticipant;
  layout: ValueLayout;
}) => {
  const row = teamOutputRow(participant, layout);
  const headings = useTeamHeadings();
  return (
    <li className="vs-team-person">
      <p className="vs-team-name">
        {participant.forename} {participant.surname}
        {participant.alignment === null ? null : <Alignment alignment={participant.alignment} />}
      </p>
      {row === null ? (
        <p className="vs-team-none">
          <NoValues />
        </p>
      ) : (
        layout.teamOutput.map((group) => (
          <section key={group.heading} className={`vs-team-person-group vs-team-group-${group.role}`}>
            <h4>{headings.group(group.role)}</h4>
            <dl>
              {group.columns.map((column) => (
                <div key={column.field}>
                  {column.subHeading === group.heading ? null : <dt>{headings.column(column.field)}</dt>}
                  <dd>
                    <CellContent row={row} field={column.field} layout={layout} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))
      )}
    </li>
  );
};

/** An event's participants under the two header rows of spec 2.14 (headings over sub-headings). */
const TeamOutputTable = ({
  title,
  participants,
  layout,
}: {
  title: string;
  participants: readonly TeamOutputParticipant[];
  layout: ValueLayout;
}) => {
  const headings = useTeamHeadings();
  return (
    <table className="vs-team-table">
      <caption className="vs-visually-hidden">
        <FormattedMessage
          id="console.teamOutput.card.caption"
          defaultMessage="Team output of {title}"
          values={{ title }}
        />
      </caption>
      <thead>
        <tr>
          <th scope="col" rowSpan={2} className="vs-team-name-heading">
            <FormattedMessage id="console.teamOutput.card.name" defaultMessage="Name" />
          </th>
          {layout.teamOutput.map((group) => (
            <th
              key={group.heading}
              scope={group.columns.length > 1 ? 'colgroup' : 'col'}
              colSpan={group.columns.length}
              className={`vs-team-group vs-team-role-${group.role}`}
            >
              {headings.group(group.role)}
            </th>
          ))}
        </tr>
        <tr>
          {layout.teamOutput.flatMap((group) =>
            group.columns.map(({ field, subHeading }) => (
              <th key={`${group.heading}/${subHeading}`} scope="col" className={`vs-team-role-${group.role}`}>
                {headings.column(field)}
              </th>
            )),
          )}
        </tr>
      </thead>
      <tbody>
        {participants.map((participant) => (
          <ParticipantRow key={participant.uid} participant={participant} layout={layout} />
        ))}
      </tbody>
    </table>
  );
};

/**
 * One event of the team output: its name with the session access in brackets, an optional action
 * (the Download button; the PDF capture renders the card without it) and its participants' values:
 * a table where the card is wide, one card per participant where it is narrow (a phone; the card's
 * own width decides, so the PDF's wide capture is always the table, and only one of them shows).
 */
export const TeamOutputCard = ({
  event,
  action,
  layout = VALUE_LAYOUT,
}: {
  event: TeamOutputEvent;
  action?: ReactNode;
  layout?: ValueLayout;
}) => {
  const intl = useIntl();
  const headingId = useId();
  const title = teamOutputTitle(intl, event);
  return (
    <article className="vs-team-card" aria-labelledby={headingId}>
      <header className="vs-team-card-head">
        <h3 id={headingId}>{title}</h3>
        {event.averageAlignment === null ? null : (
          <p className="vs-team-average">
            <FormattedMessage
              id="console.teamOutput.card.average"
              defaultMessage="Team lives its values {alignment, number}% on average"
              values={{ alignment: event.averageAlignment }}
            />
          </p>
        )}
        {action}
      </header>
      {event.participants.length === 0 ? (
        <p className="vs-team-none">
          <FormattedMessage
            id="console.teamOutput.card.noParticipants"
            defaultMessage="No participants yet"
          />
        </p>
      ) : (
        <>
          <TeamOutputTable title={title} participants={event.participants} layout={layout} />
          <ul
            className="vs-team-people"
            aria-label={intl.formatMessage(
              { id: 'console.teamOutput.card.caption', defaultMessage: 'Team output of {title}' },
              { title },
            )}
          >
            {event.participants.map((participant) => (
              <ParticipantCard key={participant.uid} participant={participant} layout={layout} />
            ))}
          </ul>
        </>
      )}
    </article>
  );
};
