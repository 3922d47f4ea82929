import { type ReactNode, type Ref, useId } from 'react';
import { type Flash, FlashBanner } from './flash.tsx';

/** Props of {@link WizardFrame}. */
export type WizardFrameProps = {
  /** The page title, exactly as the spec writes it. */
  title: ReactNode;
  /**
   * Where the person is, shown as 'Step 2 (of 4)' (or as `label`, that line in the viewer's
   * language); omit on pages outside the numbered steps.
   */
  step?: { current: number; total: number; label?: string };
  /** The 1.5 s confirmation banner's message (from {@link useFlashMessage}); it takes no space on the page. */
  flash?: Flash | null;
  /** The bottom bar's buttons in reading order, e.g. Save & Previous, Save, Save & Next. */
  actions: ReactNode;
  /** The title heading (focusable by script, `tabIndex=-1`): focus it after moving to another step. */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

/** 'Step 2 (of 4)'. */
export const stepLine = (current: number, total: number): string => `Step ${current} (of ${total})`;

/**
 * The frame of every wizard page: title and step line, the confirmation banner, the content, and a
 * bottom action bar whose buttons sit in a row and stack full-width on narrow screens.
 *
 * @example
 * ```tsx
 * <WizardFrame title="Define Your Values" step={{ current: 2, total: 4 }} flash={flash}
 *   actions={<>
 *     <Button variant="secondary" onClick={savePrevious}>Save & Previous</Button>
 *     <Button variant="secondary" onClick={save}>Save</Button>
 *     <Button onClick={saveNext}>Save & Next</Button>
 *   </>}>
 *   ...
 * </WizardFrame>
 * ```
 */
export const WizardFrame = ({ title, step, flash = null, actions, titleRef, children }: WizardFrameProps) => {
  const titleId = useId();
  return (
    <section className="vs-wizard" aria-labelledby={titleId}>
      <header className="vs-wizard-head">
        {step && <p className="vs-wizard-step">{step.label ?? stepLine(step.current, step.total)}</p>}
        <h1 id={titleId} ref={titleRef} tabIndex={-1} className="vs-wizard-title">
          {title}
        </h1>
        <FlashBanner flash={flash} />
      </header>
      <div className="vs-wizard-body">{children}</div>
      <div className="vs-wizard-actions">{actions}</div>
    </section>
  );
};

export const wizardFrameCss = `
.vs-wizard{display:flex;flex-direction:column;gap:var(--vs-space-4);width:100%;max-width:56rem;margin:0 auto;padding:var(--vs-space-6);background:var(--vs-paper);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l)}
.vs-wizard-step{margin:0 0 var(--vs-space-1);color:var(--vs-accent);font-size:var(--vs-text-s);font-weight:600;letter-spacing:.04em}
.vs-wizard-title{margin:0;font-size:var(--vs-text-xl);font-weight:700;line-height:1.2;letter-spacing:-.01em}
.vs-wizard-title:focus{outline:none}
.vs-wizard-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:var(--vs-space-3);padding-top:var(--vs-space-4);border-top:1px solid var(--vs-line)}
@media (max-width:40rem){
.vs-wizard{padding:var(--vs-space-4);border-radius:0;border-width:1px 0}
.vs-wizard-actions{flex-direction:column;align-items:stretch}
.vs-wizard-actions>*{width:100%}
}
`;
