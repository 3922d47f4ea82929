import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Opens `pdf` with pdf.js (no system fonts), hands it to `read`, and closes it again. */
const withPdf = async <T>(pdf: Uint8Array, read: (document: PDFDocumentProxy) => Promise<T>): Promise<T> => {
  const task = getDocument({ data: pdf.slice(), useSystemFonts: false });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
};

/** The text pdf.js reads from each page of a PDF, its pieces joined by spaces. */
export const pdfPageTexts = (pdf: Uint8Array): Promise<string[]> =>
  withPdf(pdf, async (document) => {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  });

/** A node of pdf.js's structure tree: a tag with its role, alternate text and children, or content. */
export interface PdfTag {
  readonly role?: string;
  readonly alt?: string;
  readonly children?: readonly PdfTag[];
}

/** What a PDF tells assistive technology: tagged or not, its language, its title, each page's tags. */
export const pdfTags = (pdf: Uint8Array) =>
  withPdf(pdf, async (document) => {
    const { info } = (await document.getMetadata()) as { info: { Language?: string; Title?: string } };
    const tags: PdfTag[] = [];
    const gather = (node: PdfTag) => {
      if (node.role !== undefined) tags.push(node);
      for (const child of node.children ?? []) gather(child);
    };
    for (let number = 1; number <= document.numPages; number += 1)
      gather((await (await document.getPage(number)).getStructTree()) as PdfTag);
    const marked = /\/MarkInfo\s*<<[^>]*\/Marked true/.test(new TextDecoder('latin1').decode(pdf));
    return { marked, language: info.Language, title: info.Title, tags };
  });
