import { VALUE_LAYOUT, type ValueLayout } from '@vs/domain';
import { type ReactNode, useId } from 'react';
import type { TeamOutputEvent, TeamOutputParticipant } from './team-output-query.ts';
import { type DescribedValue, teamOutputRow } from './team-output-row.ts';
import { teamOutputTitle } from './team-pdf-names.ts';

const NO_VALUES_TEXT = 'No values yet';

/** How far a person lives their ranking (issue 14): "Lives their values 40%". */
export const alignmentText = (alignment: number): string => `Lives their values ${alignment}%`;
/** The event's average of it. */
export const averageAlignmentText = (alignment: number): string =>
  `Team lives its values ${alignment}% on average`;
const NO_PARTICIPANTS_TEXT = 'No participants yet';

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
      {participant.alignment === null ? null : (
        <span className="vs-team-alignment">{alignmentText(participant.alignment)}</span>
      )}
    </th>
  );
  if (row === null)
    return (
      <tr>
        {name}
        <td colSpan={layout.teamOutput.flatMap((group) => group.columns).length} className="vs-team-none">
          {NO_VALUES_TEXT}
        </td>
      </tr>
    );
  return (
    <tr>
      {name}
      {layout.teamOutput.flatMap((group) =>
        group.columns.map((column, index) => {
          const cell = row[column.field];
          return (
            <td key={column.field} className={index === 0 ? `vs-team-cell-${group.role}` : undefined}>
              {'value' in cell ? (
                <Described value={cell} />
              ) : (
                <RankedValues values={cell} firstRank={(layout.teamOutputSlots[column.field][0] ?? 0) + 1} />
              )}
            </td>
          );
        }),
      )}
    </tr>
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
}) => (
  <table className="vs-team-table">
    <caption className="vs-visually-hidden">Team output of {title}</caption>
    <thead>
      <tr>
        <th scope="col" rowSpan={2} className="vs-team-name-heading">
          Name
        </th>
        {layout.teamOutput.map((group) => (
          <th
            key={group.heading}
            scope={group.columns.length > 1 ? 'colgroup' : 'col'}
            colSpan={group.columns.length}
            className={`vs-team-group vs-team-role-${group.role}`}
          >
            {group.heading}
          </th>
        ))}
      </tr>
      <tr>
        {layout.teamOutput.flatMap((group) =>
          group.columns.map(({ subHeading }) => (
            <th key={`${group.heading}/${subHeading}`} scope="col" className={`vs-team-role-${group.role}`}>
              {subHeading}
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

/**
 * One event of the team output: its name with the session access in brackets, an optional action
 * (the Download button; the PDF capture renders the card without it) and its participants' values.
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
  const headingId = useId();
  const title = teamOutputTitle(event);
  return (
    <article className="vs-team-card" aria-labelledby={headingId}>
      <header className="vs-team-card-head">
        <h3 id={headingId}>{title}</h3>
        {event.averageAlignment === null ? null : (
          <p className="vs-team-average">{averageAlignmentText(event.averageAlignment)}</p>
        )}
        {action}
      </header>
      {event.participants.length === 0 ? (
        <p className="vs-team-none">{NO_PARTICIPANTS_TEXT}</p>
      ) : (
        <TeamOutputTable title={title} participants={event.participants} layout={layout} />
      )}
    </article>
  );
};
