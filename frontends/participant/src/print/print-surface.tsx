import type { PrintDocument } from '@vs/domain';
import { PrintView, printCss } from '@vs/print/views';
import { TOKENS } from '@vs/ui';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';

const HOST_CSS = ':host{display:block;font-family:var(--vs-font);line-height:1.45;color:var(--vs-ink)}';

/**
 * On screen the print layout keeps the screen's type scale, draws the graphic at its natural size
 * (not the A4 page's 160 mm) and stacks its columns on a phone.
 */
const SCREEN_CSS = `:host{${(
  ['--vs-text-xs', '--vs-text-s', '--vs-text-m', '--vs-text-l', '--vs-text-xl'] as const
)
  .map((name) => `${name}:${TOKENS[name]}`)
  .join(';')}}
.vs-page{max-width:none}
.vs-graphic{max-width:720px}
@media (max-width:40rem){.vs-columns,.vs-mw,.vs-mw-grid{grid-template-columns:1fr}.vs-mw-wide{grid-column:auto}}`;

const HIDE_HEADER_CSS = '.vs-page>.vs-header{display:none}';

export interface PrintSurfaceProps {
  readonly document: PrintDocument;
  /** Screen sizes instead of the A4 point sizes. */
  readonly screen?: boolean;
  /** Leave out the print header where the page around it already says whose output it is. */
  readonly hideHeader?: boolean;
}

/**
 * The print views exactly as the PDF shows them, in a shadow root: printCss styles whole pages
 * (body, `.vs-header`, headings) and must not restyle the shell around it.
 */
export const PrintSurface = ({ document, screen = false, hideHeader = false }: PrintSurfaceProps) => {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const host = useCallback((element: HTMLDivElement | null) => {
    if (element !== null) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  const css = [
    printCss().replace(':root{', ':host{'),
    HOST_CSS,
    screen ? SCREEN_CSS : '',
    hideHeader ? HIDE_HEADER_CSS : '',
  ].join('\n');
  return (
    <div ref={host} className="vs-print-surface">
      {root !== null &&
        createPortal(
          <>
            <style>{css}</style>
            <PrintView document={document} />
          </>,
          root,
        )}
    </div>
  );
};
