export { PDF_QUEUE, type PdfDeps, processPdfJob } from './pdf.processor.ts';
