import { type ReactNode, useId } from 'react';
import type { TeamOutputEvent, TeamOutputParticipant } from './team-output-query.ts';
import {
  type DescribedValue,
  FIRST_ACCELERATOR_RANK,
  FIRST_GOTO_RANK,
  teamOutputRow,
} from './team-output-row.ts';
import { teamOutputTitle } from './team-pdf-names.ts';

const NO_VALUES_TEXT = 'No values yet';

/** How far a person lives their ranking (issue 14): "Lives their values 40%". */
export const alignmentText = (alignment: number): string => `Lives their values ${alignment}%`;
/** The event's average of it. */
export const averageAlignmentText = (alignment: number): string =>
  `Team lives its values ${alignment}% on average`;
const NO_PARTICIPANTS_TEXT = 'No participants yet';

/** The column groups of spec 2.14, each with its role colour (named, so colour is never the only cue). */
const GROUPS = [
  { heading: 'Driver Value', role: 'driver', subHeadings: ['Being'] },
  { heading: 'Result Value', role: 'result', subHeadings: ['Possibility'] },
  { heading: 'GoTo Values', role: 'goto', subHeadings: ['GoTo Values', 'Environment for Flow'] },
  {
    heading: 'Accelerator Values',
    role: 'accelerator',
    subHeadings: ['Accelerator Values', 'Energy for Breakthrough'],
  },
] as const;

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

const ParticipantRow = ({ participant }: { participant: TeamOutputParticipant }) => {
  const row = teamOutputRow(participant);
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
        <td colSpan={6} className="vs-team-none">
          {NO_VALUES_TEXT}
        </td>
      </tr>
    );
  return (
    <tr>
      {name}
      <td className="vs-team-cell-driver">
        <Described value={row.driver} />
      </td>
      <td className="vs-team-cell-result">
        <Described value={row.result} />
      </td>
      <td className="vs-team-cell-goto">
        <RankedValues values={row.goTo} firstRank={FIRST_GOTO_RANK} />
      </td>
      <td>
        <Described value={row.environmentForFlow} />
      </td>
      <td className="vs-team-cell-accelerator">
        <RankedValues values={row.accelerators} firstRank={FIRST_ACCELERATOR_RANK} />
      </td>
      <td>
        <Described value={row.energyForBreakthrough} />
      </td>
    </tr>
  );
};

/** An event's participants under the two header rows of spec 2.14 (headings over sub-headings). */
const TeamOutputTable = ({
  title,
  participants,
}: {
  title: string;
  participants: readonly TeamOutputParticipant[];
}) => (
  <table className="vs-team-table">
    <caption className="vs-visually-hidden">Team output of {title}</caption>
    <thead>
      <tr>
        <th scope="col" rowSpan={2} className="vs-team-name-heading">
          Name
        </th>
        {GROUPS.map((group) => (
          <th
            key={group.heading}
            scope={group.subHeadings.length > 1 ? 'colgroup' : 'col'}
            colSpan={group.subHeadings.length}
            className={`vs-team-group vs-team-role-${group.role}`}
          >
            {group.heading}
          </th>
        ))}
      </tr>
      <tr>
        {GROUPS.flatMap((group) =>
          group.subHeadings.map((subHeading) => (
            <th key={`${group.heading}/${subHeading}`} scope="col" className={`vs-team-role-${group.role}`}>
              {subHeading}
            </th>
          )),
        )}
      </tr>
    </thead>
    <tbody>
      {participants.map((participant) => (
        <ParticipantRow key={participant.uid} participant={participant} />
      ))}
    </tbody>
  </table>
);

/**
 * One event of the team output: its name with the session access in brackets, an optional action
 * (the Download button; the PDF capture renders the card without it) and its participants' values.
 */
export const TeamOutputCard = ({ event, action }: { event: TeamOutputEvent; action?: ReactNode }) => {
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
        <TeamOutputTable title={title} participants={event.participants} />
      )}
    </article>
  );
};
