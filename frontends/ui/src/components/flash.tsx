import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a popup or confirmation banner stays: 1.5 s, as the spec asks. */
export const FLASH_DURATION_MS = 1500;

/** `'success'` for a done action, `'failure'` for one the server refused. */
export type FlashTone = 'success' | 'failure';

/** One transient message; `id` changes on every show so a repeated text is announced again. */
export type Flash = { id: number; message: string; tone: FlashTone };

/** What {@link useFlashMessage} returns. */
export type FlashControl = {
  /** The message showing now, or null. */
  flash: Flash | null;
  /** Shows a message for the duration, replacing any message still showing. */
  show: (message: string, tone?: FlashTone) => void;
  /** Hides the message at once. */
  clear: () => void;
};

/**
 * State for a message that disappears by itself after `durationMs` (default
 * {@link FLASH_DURATION_MS}); render it with {@link FlashBanner} or let {@link PopupProvider} do it.
 *
 * @example
 * ```tsx
 * const { flash, show } = useFlashMessage();
 * const save = async () => show((await api.save(values)).message);
 * return <WizardFrame flash={flash} ... />;
 * ```
 */
export const useFlashMessage = (durationMs: number = FLASH_DURATION_MS): FlashControl => {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);
  const show = useCallback(
    (message: string, tone: FlashTone = 'success') => {
      clearTimeout(timer.current);
      nextId.current += 1;
      setFlash({ id: nextId.current, message, tone });
      timer.current = setTimeout(() => setFlash(null), durationMs);
    },
    [durationMs],
  );
  return { flash, show, clear };
};

/** Props of {@link FlashBanner}. */
export type FlashBannerProps = { flash: Flash | null };

/**
 * The 1.5 s confirmation banner: an always-present polite live region, so the message is
 * announced. Where it shows is its holder's choice ({@link WizardFrame}: beside the buttons it
 * answers), never over the top of the page, whose heading and wordmark stay readable.
 */
export const FlashBanner = ({ flash }: FlashBannerProps) => (
  <div className="vs-flash-slot" role="status" aria-live="polite" aria-atomic="true">
    {flash && (
      <p key={flash.id} className={`vs-flash vs-flash-${flash.tone}`}>
        {flash.message}
      </p>
    )}
  </div>
);

/** Where a transient message shows: over the top centre of the viewport, outside the page flow. */
export const TOAST_PLACEMENT =
  'position:fixed;z-index:50;top:var(--vs-space-4);left:50%;transform:translateX(-50%);width:max-content;max-width:calc(100vw - 2 * var(--vs-space-4));pointer-events:none';

/** How a transient message looks (its colours come from `.vs-flash-success` or `.vs-flash-failure`). */
export const TOAST_LOOK =
  'margin:0;padding:var(--vs-space-3) var(--vs-space-5);border:1px solid;border-radius:var(--vs-radius-m);box-shadow:var(--vs-shadow);font-weight:600';

export const flashCss = `
.vs-flash{margin:0;padding:var(--vs-space-2) var(--vs-space-4);border:1px solid;border-radius:var(--vs-radius-m);font-weight:600}
.vs-flash-success{background:var(--vs-success-tint);color:var(--vs-success);border-color:var(--vs-success)}
.vs-flash-failure{background:var(--vs-danger-tint);color:var(--vs-danger);border-color:var(--vs-danger)}
`;
