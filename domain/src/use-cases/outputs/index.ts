export { OUTPUT_WAIT_MS } from './await-pdf.ts';
export {
  type BuildPrintDocumentInput,
  buildPrintDocument,
  printContentFor,
} from './build-print-document.ts';
export * from './get-team-output.ts';
export { renderParticipantOutput } from './render-participant-output.ts';
export {
  MW_OUTPUT_NOT_LIVE_MESSAGE,
  NOTHING_TO_PRINT_MESSAGE,
  PDF_UNAVAILABLE_MESSAGE,
  type RequestParticipantOutputInput,
  type RequestParticipantOutputResult,
  requestParticipantOutput,
} from './request-participant-output.ts';
