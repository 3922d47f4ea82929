import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Flash, type FlashTone, useFlashMessage } from './flash.tsx';

/** What {@link usePopup} returns. */
export type PopupApi = {
  /** Shows `message` for 1.5 s (e.g. the server's reply message). Default tone 'success'. */
  show: (message: string, tone?: FlashTone) => void;
  /** Shows a reply of the API, `{ success, message }`, with the matching tone. */
  showReply: (reply: { success: boolean; message: string }) => void;
};

const PopupContext = createContext<PopupApi | null>(null);
/** The message showing now, for {@link PopupEcho}. */
const ShowingContext = createContext<Flash | null>(null);

/**
 * Hosts the popup: one polite live region fixed to the top of the viewport (so it never shifts the
 * layout), where {@link usePopup} shows transient messages for 1.5 s.
 */
export const PopupProvider = ({ children }: { children: ReactNode }) => {
  const { flash, show } = useFlashMessage();
  const api = useMemo<PopupApi>(
    () => ({ show, showReply: ({ success, message }) => show(message, success ? 'success' : 'failure') }),
    [show],
  );
  return (
    <PopupContext.Provider value={api}>
      <ShowingContext.Provider value={flash}>{children}</ShowingContext.Provider>
      <div className="vs-popup-region" role="status" aria-live="polite" aria-atomic="true">
        {flash && (
          <p key={flash.id} className={`vs-popup vs-flash-${flash.tone}`}>
            {flash.message}
          </p>
        )}
      </div>
    </PopupContext.Provider>
  );
};

/**
 * Announces the popup's message from inside a modal dialog: a modal hides the rest of the page
 * (the popup's own live region too) from assistive technology, so each dialog carries this echo.
 */
export const PopupEcho = () => {
  const flash = useContext(ShowingContext);
  return (
    <div className="vs-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {flash?.message ?? ''}
    </div>
  );
};

/**
 * Shows a transient success or failure message; needs a {@link PopupProvider} (or {@link UiProvider}) above.
 *
 * @example
 * ```tsx
 * const popup = usePopup();
 * const reply = await api.account.update(form);
 * popup.showReply(reply);
 * ```
 */
export const usePopup = (): PopupApi => {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup needs a <PopupProvider> (or <UiProvider>) above it');
  return api;
};

export const popupCss = `
.vs-popup-region{position:fixed;z-index:50;top:var(--vs-space-4);left:50%;transform:translateX(-50%);width:max-content;max-width:calc(100vw - 2 * var(--vs-space-4));pointer-events:none}
.vs-popup{margin:0;padding:var(--vs-space-3) var(--vs-space-5);border:1px solid;border-radius:var(--vs-radius-m);box-shadow:var(--vs-shadow);font-weight:600}
`;
