import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from './visually-hidden.tsx';

/** Props of {@link Spinner}. */
export type SpinnerProps = {
  /** What is happening, read by screen readers (e.g. 'Loading'). */
  label: string;
  /** `'s'` fits inside a button, `'m'` (default) stands alone. */
  size?: 's' | 'm';
};

/** The turning ring alone, hidden from assistive technology: the caller announces the state. */
export const SpinnerIcon = ({ size = 'm' }: { size?: 's' | 'm' }) => (
  <svg className={`vs-spinner vs-spinner-${size}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className="vs-spinner-track" />
    <path d="M21 12a9 9 0 0 0-9-9" fill="none" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/**
 * A busy indicator with an accessible label, announced politely as a status.
 *
 * @example
 * ```tsx
 * <Spinner label="Loading your values" />
 * ```
 */
export const Spinner = ({ label, size = 'm' }: SpinnerProps) => (
  <span className="vs-spinner-box" role="status">
    <SpinnerIcon size={size} />
    <VisuallyHidden>{label}</VisuallyHidden>
  </span>
);

/** Props of {@link LoadingOverlay}. */
export type LoadingOverlayProps = {
  /** While true the content is covered, inert and marked busy. */
  loading: boolean;
  /** What is happening, read by screen readers. Default 'Loading'. */
  label?: string;
  children?: ReactNode;
};

/**
 * Covers its content with a spinner while `loading`: the content stays in place (no layout shift)
 * but cannot be reached by mouse or keyboard until the work ends.
 *
 * @example
 * ```tsx
 * <LoadingOverlay loading={saving} label="Saving">
 *   <ValuesGrid />
 * </LoadingOverlay>
 * ```
 */
export const LoadingOverlay = ({ loading, label, children }: LoadingOverlayProps) => {
  const intl = useIntl();
  return (
    <div className="vs-overlay-host" aria-busy={loading}>
      <div inert={loading}>{children}</div>
      {loading && (
        <div className="vs-overlay">
          <Spinner
            label={label ?? intl.formatMessage({ id: 'ui.loadingOverlay.label', defaultMessage: 'Loading' })}
          />
        </div>
      )}
    </div>
  );
};

export const spinnerCss = `
.vs-spinner{display:inline-block;stroke:currentColor;animation:vs-spin .8s linear infinite;flex:none}
.vs-spinner-track{opacity:.25}
.vs-spinner-s{width:1em;height:1em}
.vs-spinner-m{width:32px;height:32px;color:var(--vs-accent)}
.vs-spinner-box{display:inline-flex}
@keyframes vs-spin{to{transform:rotate(360deg)}}
.vs-overlay-host{position:relative}
.vs-overlay{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:rgb(250 248 245 / 75%);border-radius:var(--vs-radius-m)}
`;
