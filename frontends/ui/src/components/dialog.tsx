import * as RadixDialog from '@radix-ui/react-dialog';
import type { FocusEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PopupEcho } from './popup.tsx';
import { useReturnFocus } from './return-focus.ts';

/** Props of {@link Dialog}. */
export type DialogProps = {
  /** Whether the dialog shows; the caller owns this state. */
  open: boolean;
  /** Called with `false` when the person closes it (Escape, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, also its accessible name. */
  title: ReactNode;
  /** A short line under the title, also its accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons for the bottom bar, primary last. */
  actions?: ReactNode;
  /** Accessible name of the corner close button. Default 'Close'. */
  closeLabel?: string;
  /** `'m'` (default) for forms and notices (every size a full-screen sheet on a phone), `'l'` for long text such as the legal notice, `'xl'` for a workspace such as the event dashboard. */
  size?: 'm' | 'l' | 'xl';
};

/**
 * Brings a control focused inside a dialog into its view (WCAG 2.4.11): Radix moves the focus
 * round from the last control to the first without scrolling, which left the close button of a
 * sheet scrolled down out of sight.
 */
const showFocused = (event: FocusEvent<HTMLElement>): void => {
  if (event.target instanceof HTMLElement)
    // Not every DOM has it (jsdom in the unit tests).
    event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
};

/**
 * A modal dialog (Radix): focus moves into it on open, stays inside while open, and returns to the
 * element that had it on close; Escape closes.
 *
 * @example
 * ```tsx
 * <Dialog open={open} onOpenChange={setOpen} title="Legal Notice"
 *   actions={<Button onClick={() => setOpen(false)}>Close</Button>}>
 *   <p>{legalText}</p>
 * </Dialog>
 * ```
 */
export const Dialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  closeLabel,
  size = 'm',
}: DialogProps) => {
  const intl = useIntl();
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="vs-dialog-overlay" />
        <RadixDialog.Content
          className={`vs-dialog vs-dialog-${size}`}
          {...returnFocus}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onFocus={showFocused}
        >
          <div className="vs-dialog-head">
            <RadixDialog.Title className="vs-dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="vs-dialog-close"
              aria-label={
                closeLabel ?? intl.formatMessage({ id: 'ui.dialog.close', defaultMessage: 'Close' })
              }
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description !== undefined && (
            <RadixDialog.Description className="vs-dialog-description">{description}</RadixDialog.Description>
          )}
          {children !== undefined && <div className="vs-dialog-body">{children}</div>}
          {actions !== undefined && <div className="vs-dialog-actions">{actions}</div>}
          <PopupEcho />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};

export const dialogCss = `
.vs-dialog-overlay{position:fixed;inset:0;background:rgb(30 36 48 / 45%);z-index:40}
/* One layer for overlays and dialogs: a dialog opened over another (later in the DOM) dims it. */
/* Centred without a transform, so a popup inside (fixed) is placed against the viewport as on the page. */
.vs-dialog{position:fixed;z-index:40;inset:0;margin:auto;height:fit-content;width:min(calc(100vw - 2 * var(--vs-space-4)),32rem);max-height:calc(100dvh - 2 * var(--vs-space-4));overflow:auto;padding:var(--vs-space-5);background:var(--vs-paper);color:var(--vs-ink);border-radius:var(--vs-radius-l);box-shadow:var(--vs-shadow)}
.vs-dialog-l{width:min(calc(100vw - 2 * var(--vs-space-4)),48rem)}
.vs-dialog-xl{width:min(calc(100vw - 2 * var(--vs-space-4)),76rem)}
.vs-dialog:focus{outline:none}
.vs-dialog-head{display:flex;align-items:flex-start;justify-content:space-between;gap:var(--vs-space-4)}
.vs-dialog-title{margin:0;font-size:var(--vs-text-l);font-weight:700;line-height:1.3}
.vs-dialog-close{flex:none;display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;margin:calc(-1 * var(--vs-space-2));border:0;border-radius:var(--vs-radius-m);background:transparent;color:var(--vs-muted);font-size:1.5rem;line-height:1;cursor:pointer}
.vs-dialog-close:hover{background:var(--vs-surface-sunken);color:var(--vs-ink)}
.vs-dialog-description{margin:var(--vs-space-3) 0 0;color:var(--vs-muted)}
.vs-dialog-body{margin-top:var(--vs-space-4)}
.vs-dialog-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:var(--vs-space-3);margin-top:var(--vs-space-5)}
@media (max-width:30rem){.vs-dialog-actions{flex-direction:column-reverse}.vs-dialog-actions>*{width:100%}}
/* On a phone every dialog is a full-screen sheet: nothing off-screen, its close button whole. */
@media (max-width:30rem){.vs-dialog,.vs-dialog-l,.vs-dialog-xl{width:100%;height:100dvh;max-height:none;border-radius:0;padding:var(--vs-space-4)}.vs-dialog .vs-dialog-close{margin:calc(-1 * var(--vs-space-1)) calc(-1 * var(--vs-space-2)) 0 0}}
`;
