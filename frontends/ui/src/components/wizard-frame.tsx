import { type ReactNode, type Ref, useId } from 'react';
import { type Flash, FlashBanner } from './flash.tsx';

/** Props of {@link WizardFrame}. */
export type WizardFrameProps = {
  /** The page title, exactly as the spec writes it. */
  title: ReactNode;
  /**
   * Where the person is, shown as 'Step 2 (of 4)' (or as `label`, that line in the viewer's
   * language) with a bar of `total` marks; omit on pages outside the numbered steps.
   */
  step?: { current: number; total: number; label?: string };
  /** What the page belongs to, under the title (e.g. the event's name, date and Guide). */
  context?: ReactNode;
  /**
   * The confirmation banner's message (from {@link useFlashMessage}), shown beside the buttons it
   * answers: left of them on a wide screen, just above the pinned primary button on a phone.
   */
  flash?: Flash | null;
  /** The other buttons in reading order, e.g. Save & Previous, Save. */
  actions?: ReactNode;
  /** The page's one primary button (e.g. Save & Next): last in the bar, pinned to the bottom of a phone's screen. */
  primary?: ReactNode;
  /** The title heading (focusable by script, `tabIndex=-1`): focus it after moving to another step. */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

/** 'Step 2 (of 4)'. */
export const stepLine = (current: number, total: number): string => `Step ${current} (of ${total})`;

/** The step line's bar: one mark per step, those done and the current one filled (the line says it in words). */
const Progress = ({ current, total }: { current: number; total: number }) => (
  <span className="vs-wizard-progress" aria-hidden="true">
    {Array.from({ length: total }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the marks are positions, fixed for the page.
      <span key={i} className={i < current ? 'vs-wizard-mark vs-wizard-mark-on' : 'vs-wizard-mark'} />
    ))}
  </span>
);

/**
 * The frame of every wizard page: step line and bar, title and context, the content, and a bottom
 * bar with the other buttons and the one primary button. On a phone the other buttons stack at
 * the end of the page and the primary one stays pinned to the bottom of the screen, so a long step
 * never hides its way on; the confirmation banner shows beside the buttons, never over the page.
 *
 * @example
 * ```tsx
 * <WizardFrame title="Define Your Values" step={{ current: 2, total: 4 }} flash={flash}
 *   actions={<>
 *     <Button variant="secondary" onClick={savePrevious}>Save & Previous</Button>
 *     <Button variant="secondary" onClick={save}>Save</Button>
 *   </>}
 *   primary={<Button onClick={saveNext}>Save & Next</Button>}>
 *   ...
 * </WizardFrame>
 * ```
 */
export const WizardFrame = ({
  title,
  step,
  context,
  flash = null,
  actions,
  primary,
  titleRef,
  children,
}: WizardFrameProps) => {
  const titleId = useId();
  return (
    <section className="vs-wizard" aria-labelledby={titleId}>
      <header className="vs-wizard-head">
        {step && (
          <p className="vs-wizard-step">
            {step.label ?? stepLine(step.current, step.total)}
            <Progress current={step.current} total={step.total} />
          </p>
        )}
        <h1 id={titleId} ref={titleRef} tabIndex={-1} className="vs-wizard-title">
          {title}
        </h1>
        {context && <div className="vs-wizard-context">{context}</div>}
      </header>
      <div className="vs-wizard-body">{children}</div>
      <div className="vs-wizard-flash">
        <FlashBanner flash={flash} />
      </div>
      <div className="vs-wizard-actions">{actions}</div>
      <div className="vs-wizard-primary">{primary}</div>
    </section>
  );
};

/**
 * Wide: a grid whose last row is the message, the other buttons and the primary one, under one
 * rule. Narrow (a phone): plain blocks, so the primary bar (the frame's last child) can stick to
 * the bottom of the screen all the way down the frame, and the message sticks just above it.
 */
export const wizardFrameCss = `
:root{--vs-wizard-bar:calc(44px + 2 * var(--vs-space-3))}
.vs-wizard{display:grid;grid-template-columns:minmax(0, 1fr) auto auto;grid-template-areas:"head head head" "body body body" "flash actions primary";row-gap:var(--vs-space-4);width:100%;max-width:56rem;margin:0 auto;padding:var(--vs-space-6);background:var(--vs-paper);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l)}
.vs-wizard-head{grid-area:head}
.vs-wizard-body{grid-area:body;min-width:0}
.vs-wizard-flash,.vs-wizard-actions,.vs-wizard-primary{padding-top:var(--vs-space-4);border-top:1px solid var(--vs-line)}
.vs-wizard-flash{grid-area:flash;display:flex;align-items:center;min-width:0}
.vs-wizard-actions{grid-area:actions;display:flex;flex-wrap:wrap;justify-content:flex-end;gap:var(--vs-space-3);padding-inline-start:var(--vs-space-3)}
.vs-wizard-primary{grid-area:primary;display:flex;gap:var(--vs-space-3)}
.vs-wizard-primary:not(:empty){padding-inline-start:var(--vs-space-3)}
.vs-wizard-step{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vs-space-2) var(--vs-space-3);margin:0 0 var(--vs-space-2);color:var(--vs-accent);font-size:var(--vs-text-s);font-weight:600;letter-spacing:.04em}
.vs-wizard-progress{display:inline-flex;gap:var(--vs-space-1)}
.vs-wizard-mark{width:24px;height:6px;border-radius:999px;background:var(--vs-line)}
.vs-wizard-mark-on{background:var(--vs-accent)}
.vs-wizard-title{margin:0;font-size:var(--vs-text-xl);font-weight:700;line-height:1.2;letter-spacing:-.01em}
.vs-wizard-title:focus{outline:none}
.vs-wizard-context{margin-top:var(--vs-space-2);color:var(--vs-muted);font-size:var(--vs-text-s)}
@media (max-width:40rem){
.vs-wizard{display:block;padding:var(--vs-space-4);border-radius:0;border-width:1px 0}
.vs-wizard-body{margin:var(--vs-space-4) 0}
.vs-wizard-actions{flex-direction:column;align-items:stretch;padding-inline-start:0}
.vs-wizard-actions:empty{display:none}
.vs-wizard-actions>*{width:100%}
.vs-wizard-flash{position:sticky;z-index:4;bottom:var(--vs-wizard-bar);display:block;height:0;padding:0;border:0}
.vs-wizard-flash .vs-flash{position:absolute;bottom:var(--vs-space-2);inset-inline:0;box-shadow:var(--vs-shadow)}
.vs-wizard-primary{position:sticky;z-index:3;bottom:0;margin:var(--vs-space-4) calc(-1 * var(--vs-space-4)) calc(-1 * var(--vs-space-4));padding:var(--vs-space-3) var(--vs-space-4);background:var(--vs-paper);box-shadow:0 -4px 12px rgb(30 36 48 / 8%)}
.vs-wizard-primary:not(:empty){padding-inline-start:var(--vs-space-4)}
.vs-wizard-primary:empty{display:none}
.vs-wizard-primary>*{flex:1}
/* A control focused or scrolled to lands above the pinned bar, never under it (WCAG 2.4.11). */
html:has(.vs-wizard-primary:not(:empty)){scroll-padding-bottom:calc(var(--vs-wizard-bar) + var(--vs-space-4))}
/* And above a message standing over the bar (up to two lines), while it shows. */
html:has(.vs-wizard-primary:not(:empty)):has(.vs-wizard-flash .vs-flash){scroll-padding-bottom:calc(var(--vs-wizard-bar) + var(--vs-space-2) + 4.5rem)}
}
`;
