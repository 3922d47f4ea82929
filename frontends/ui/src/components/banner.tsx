import type { ReactNode } from 'react';

/** Props of {@link Banner}. */
export type BannerProps = {
  /** `'info'` (default), `'success'`, `'warning'` or `'danger'`; the text says the same, colour only supports it. */
  tone?: 'info' | 'success' | 'warning' | 'danger';
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link beside the text, e.g. the 'Pre-work' button. */
  action?: ReactNode;
  /** Announce the banner when it appears (`role="status"`). */
  live?: boolean;
};

/**
 * A message across the content with an optional action. For the transient 1.5 s confirmation use
 * {@link FlashBanner}.
 *
 * @example
 * ```tsx
 * <Banner tone="warning" live action={<Button onClick={toPrework}>Pre-work</Button>}>
 *   You have not completed your pre-work. Please do so now
 * </Banner>
 * ```
 */
export const Banner = ({ tone = 'info', title, children, action, live = false }: BannerProps) => (
  <div className={`vs-banner vs-banner-${tone}`} role={live ? 'status' : undefined}>
    <div className="vs-banner-text">
      {title !== undefined && <p className="vs-banner-title">{title}</p>}
      {children !== undefined && <div>{children}</div>}
    </div>
    {action !== undefined && <div className="vs-banner-action">{action}</div>}
  </div>
);

export const bannerCss = `
.vs-banner{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vs-space-3) var(--vs-space-5);padding:var(--vs-space-4) var(--vs-space-5);border:1px solid;border-inline-start-width:4px;border-radius:var(--vs-radius-m);color:var(--vs-ink)}
.vs-banner-text{flex:1 1 16rem}
.vs-banner-title{margin:0 0 var(--vs-space-1);font-weight:700}
.vs-banner-info{background:var(--vs-accent-tint);border-color:var(--vs-accent)}
.vs-banner-success{background:var(--vs-success-tint);border-color:var(--vs-success)}
.vs-banner-warning{background:var(--vs-warning-tint);border-color:var(--vs-warning)}
.vs-banner-danger{background:var(--vs-danger-tint);border-color:var(--vs-danger)}
`;
