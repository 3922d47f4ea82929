import type { UsageMonth } from '@vs/domain';
import Papa from 'papaparse';

export const USAGE_CSV_COLUMNS = [
  'month',
  'events_held',
  'participants_invited',
  'prework_completed',
  'live_completed',
] as const;

/** An organisation's usage as a spreadsheet for invoicing: a header row, then one row per month. */
export const usageCsv = (months: readonly UsageMonth[]): string =>
  Papa.unparse(
    {
      fields: [...USAGE_CSV_COLUMNS],
      data: months.map((m) => [
        m.month,
        m.eventsHeld,
        m.participantsInvited,
        m.preworkCompleted,
        m.liveCompleted,
      ]),
    },
    { newline: '\r\n' },
  );
