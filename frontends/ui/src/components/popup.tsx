import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type Flash, type FlashTone, TOAST_LOOK, TOAST_PLACEMENT, useFlashMessage } from './flash.tsx';

/** What {@link usePopup} returns. */
export type PopupApi = {
  /** Shows `message` for 1.5 s (e.g. the server's reply message). Default tone 'success'. */
  show: (message: string, tone?: FlashTone) => void;
  /** Shows a reply of the API, `{ success, message }`, with the matching tone. */
  showReply: (reply: { success: boolean; message: string }) => void;
};

const PopupContext = createContext<PopupApi | null>(null);

/** Where the popup shows: the page, or the innermost open dialog ({@link PopupEcho}). */
type Placement = {
  readonly flash: Flash | null;
  /** The innermost dialog's echo, or null when no dialog is open. */
  readonly top: number | null;
  enter(): number;
  leave(id: number): void;
};
const PlacementContext = createContext<Placement | null>(null);

const PopupMessage = ({ flash }: { flash: Flash | null }) => (
  <div className="vs-popup-region" role="status" aria-live="polite" aria-atomic="true">
    {flash && (
      <p key={flash.id} className={`vs-popup vs-flash-${flash.tone}`}>
        {flash.message}
      </p>
    )}
  </div>
);

let nextEchoId = 1;

/**
 * Hosts the popup: one polite live region fixed to the top of the viewport (so it never shifts the
 * layout), where {@link usePopup} shows transient messages for 1.5 s. While a modal dialog is open
 * the message shows in that dialog instead (see {@link PopupEcho}).
 */
export const PopupProvider = ({ children }: { children: ReactNode }) => {
  const { flash, show } = useFlashMessage();
  const [echoes, setEchoes] = useState<readonly number[]>([]);
  const api = useMemo<PopupApi>(
    () => ({ show, showReply: ({ success, message }) => show(message, success ? 'success' : 'failure') }),
    [show],
  );
  const enter = useCallback(() => {
    const id = nextEchoId++;
    setEchoes((open) => [...open, id]);
    return id;
  }, []);
  const leave = useCallback((id: number) => setEchoes((open) => open.filter((echo) => echo !== id)), []);
  const top = echoes.at(-1) ?? null;
  const placement = useMemo<Placement>(() => ({ flash, top, enter, leave }), [flash, top, enter, leave]);
  return (
    <PopupContext.Provider value={api}>
      <PlacementContext.Provider value={placement}>{children}</PlacementContext.Provider>
      <PopupMessage flash={top === null ? flash : null} />
    </PopupContext.Provider>
  );
};

/**
 * The popup inside a modal dialog: a modal hides the rest of the page (the page's live region too)
 * from assistive technology, so every dialog carries this region and the innermost open one shows
 * and announces the message.
 */
export const PopupEcho = () => {
  const placement = useContext(PlacementContext);
  const [id, setId] = useState<number | null>(null);
  const enter = placement?.enter;
  const leave = placement?.leave;
  useEffect(() => {
    if (!enter || !leave) return;
    const mine = enter();
    setId(mine);
    return () => leave(mine);
  }, [enter, leave]);
  return <PopupMessage flash={placement && id !== null && placement.top === id ? placement.flash : null} />;
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
.vs-popup-region{${TOAST_PLACEMENT}}
.vs-popup{${TOAST_LOOK}}
`;
