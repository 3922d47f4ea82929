import type { TeamOutputField, ValueRole } from '@vs/domain';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

/** The team output's headings over its role groups (spec 2.14 words the English), by role. */
const GROUP_HEADINGS: Readonly<Record<ValueRole, MessageDescriptor>> = defineMessages({
  driver: { id: 'teamOutput.heading.driver', defaultMessage: 'Driver Value' },
  result: { id: 'teamOutput.heading.result', defaultMessage: 'Result Value' },
  goto: { id: 'teamOutput.heading.goto', defaultMessage: 'GoTo Values' },
  accelerator: { id: 'teamOutput.heading.accelerator', defaultMessage: 'Accelerator Values' },
});

/** Its sub-headings over each column, by field. */
const COLUMN_HEADINGS: Readonly<Record<TeamOutputField, MessageDescriptor>> = defineMessages({
  driver: { id: 'teamOutput.column.driver', defaultMessage: 'Being' },
  result: { id: 'teamOutput.column.result', defaultMessage: 'Possibility' },
  goto: { id: 'teamOutput.column.goto', defaultMessage: 'GoTo Values' },
  environmentForFlow: { id: 'teamOutput.column.environmentForFlow', defaultMessage: 'Environment for Flow' },
  accelerators: { id: 'teamOutput.column.accelerators', defaultMessage: 'Accelerator Values' },
  energyForBreakthrough: {
    id: 'teamOutput.column.energyForBreakthrough',
    defaultMessage: 'Energy for Breakthrough',
  },
});

/** The role names of the team output in the viewer's language: a group's heading, a column's sub-heading. */
export const useTeamHeadings = () => {
  const intl = useIntl();
  return useMemo(
    () => ({
      group: (role: ValueRole) => intl.formatMessage(GROUP_HEADINGS[role]),
      column: (field: TeamOutputField) => intl.formatMessage(COLUMN_HEADINGS[field]),
    }),
    [intl],
  );
};
