import type { ButtonHTMLAttributes, Ref } from 'react';
import { SpinnerIcon } from './spinner.tsx';

/** Props of {@link Button}: every native button attribute plus a variant and a busy state. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** `'primary'` (default) for the main action, `'secondary'` for the others, `'danger'` for destructive ones. */
  variant?: 'primary' | 'secondary' | 'danger';
  /**
   * Long work is running: shows a spinner, sets `aria-busy` and `aria-disabled` and ignores clicks
   * (and form submission) until it ends. It stays focusable, so keyboard focus is not lost.
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button in one of three variants. Defaults to `type="button"` so it never submits a form by
 * accident; pass `type="submit"` for a form's submit button.
 *
 * @example
 * ```tsx
 * <Button busy={downloading} onClick={download}>Download</Button>
 * ```
 */
export const Button = ({
  variant = 'primary',
  busy = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={type}
    disabled={disabled}
    aria-busy={busy || undefined}
    aria-disabled={busy || rest['aria-disabled'] || undefined}
    onClick={(event) => {
      if (busy) event.preventDefault();
      else onClick?.(event);
    }}
    className={['vs-button', `vs-button-${variant}`, className].filter(Boolean).join(' ')}
  >
    {busy && <SpinnerIcon size="s" />}
    {children}
  </button>
);

export const buttonCss = `
.vs-button{display:inline-flex;align-items:center;justify-content:center;gap:var(--vs-space-2);min-height:44px;padding:var(--vs-space-2) var(--vs-space-5);border:1px solid transparent;border-radius:var(--vs-radius-m);font:inherit;font-weight:600;line-height:1.2;cursor:pointer}
.vs-button:disabled,.vs-button[aria-busy]{cursor:not-allowed}
a.vs-button{text-decoration:none}
.vs-button-primary{background:var(--vs-accent);color:#fff}
.vs-button-primary:hover:not(:disabled){background:var(--vs-accent-strong)}
.vs-button-secondary{background:var(--vs-paper);color:var(--vs-accent);border-color:var(--vs-line-strong)}
.vs-button-secondary:hover:not(:disabled){background:var(--vs-accent-tint);border-color:var(--vs-accent)}
.vs-button-danger{background:var(--vs-danger);color:#fff}
.vs-button-danger:hover:not(:disabled){background:var(--vs-danger-strong)}
.vs-button:disabled:not([aria-busy]){background:var(--vs-surface-sunken);color:var(--vs-muted);border-color:var(--vs-line)}
`;
