/** Shown while the session is being checked or a screen is loading. */
export const PageSpinner = () => (
  <div className="vs-page-spinner" role="status">
    <span className="vs-spinner" aria-hidden="true" />
    <span className="vs-visually-hidden">Loading…</span>
  </div>
);
