import { valuesInLanguage } from '../../data/value-catalogue.ts';
import { DEFAULT_LANGUAGE } from '../../model/language.ts';
import type { PrintDocument } from '../../model/print-document.ts';
import type { EventFile, EventFileParticipant, EventFileResponse } from '../../model/uploaded-event.ts';
import type { OutputPage } from '../../ports/services.ts';
import { hasAnyStepComplete } from '../../rules/completion.ts';
import { meaningfulWorkDefaults } from '../../rules/meaningful-work-defaults.ts';
import type { BrandSource, PrintBrand } from '../../rules/organisation-brand.ts';
import { outputFileName } from '../../rules/output-file-name.ts';
import {
  meaningfulWorkPrintDocument,
  type PrintContext,
  valuesPrintDocument,
} from '../../rules/print-document.ts';
import { ratedInsight } from '../responses/get-values-insight.ts';

/** The event file's place in the archive (docs/event-file.md). */
export const EVENT_FILE_ENTRY = 'event.json';

/** The audit entries about the event, in the archive. */
export const AUDIT_ENTRY = 'audit.json';

/** The event's follow-up points and re-ratings (issue 39), in the archive of an event that has any. */
export const FOLLOW_UPS_ENTRY = 'follow-ups.json';

// One folder per page keeps the archive easy to browse.
const PAGE_FOLDERS: Readonly<Record<OutputPage, string>> = {
  prework: 'pdfs/pre-work',
  live: 'pdfs/live',
  mw: 'pdfs/meaningful-work',
};

export interface PlannedOutput {
  /** Path inside the archive, e.g. `pdfs/live/Pat_Example-ValuesSystem-Live.pdf`. */
  readonly name: string;
  readonly document: PrintDocument;
}

type Person = Pick<EventFileParticipant, 'forename' | 'surname'>;

/**
 * `Pat_Example-ValuesSystem.pdf`, or for the n-th namesake `Pat_Example-ValuesSystem (n).pdf`
 * (an organisation hiding the product's name: its own name in place of ValuesSystem).
 */
const numbered = (person: Person, page: OutputPage, n: number, organisation: BrandSource = null): string => {
  const name = outputFileName(person, page, organisation);
  return n === 1 ? name : name.replace(/\.pdf$/, ` (${n}).pdf`);
};

/**
 * Numbers namesakes as they come: 1 for the first person whose files get a name, 2 for the next
 * one whose files would get the same names, and so on. Compared without case: the zip may be
 * unpacked where `pat` and `Pat` are one file.
 */
export const namesakeCounter = (): ((person: Person) => number) => {
  const taken = new Set<string>();
  return (person) => {
    let n = 1;
    while (taken.has(numbered(person, 'prework', n).toLowerCase())) n += 1;
    taken.add(numbered(person, 'prework', n).toLowerCase());
    return n;
  };
};

/**
 * A participant's outputs as the event screens offer them: pre-work once any pre-work step is
 * complete, live once a live record exists, meaningful work (saved, else its defaults) when
 * enabled for them and the event is past Pre-work.
 */
export const participantDocuments = (
  file: EventFile,
  participant: EventFileParticipant,
  brand: PrintBrand,
): PrintDocument[] => {
  // In the participant's language, as the file records it; English for files made before it did.
  // Default values by their names in it, values they wrote as written (as printContentFor).
  const language = participant.language ?? DEFAULT_LANGUAGE;
  const context: PrintContext = { ...brand, language, participant, event: file.event };
  const shown = (lists: EventFileResponse | null) =>
    lists === null ? null : valuesInLanguage(lists, language);
  const [prework, live] = [shown(participant.prework), shown(participant.live)];
  const documents: PrintDocument[] = [];
  if (hasAnyStepComplete(participant.responseCompleted)) {
    documents.push(valuesPrintDocument(context, 'prework', prework));
  }
  if (live !== null) documents.push(valuesPrintDocument(context, 'live', live));
  if (participant.mwEnabled && file.event.sessionAccess !== 'Pre-work') {
    const sheet = participant.meaningfulWork ?? meaningfulWorkDefaults(prework);
    const insight = ratedInsight(participant, live, prework);
    documents.push(meaningfulWorkPrintDocument(context, sheet, insight));
  }
  return documents;
};

/**
 * Every PDF of the archive, planned as asked for: one list per participant (empty for one with
 * nothing to print), in event order, named as the organisation wants (outputFileName).
 */
export function* plannedOutputs(
  file: EventFile,
  brand: PrintBrand,
  organisation: BrandSource,
): Generator<PlannedOutput[]> {
  const numberOf = namesakeCounter();
  for (const participant of file.participants) {
    const n = numberOf(participant);
    yield participantDocuments(file, participant, brand).map((document) => ({
      name: `${PAGE_FOLDERS[document.page]}/${numbered(participant, document.page, n, organisation)}`,
      document,
    }));
  }
}
