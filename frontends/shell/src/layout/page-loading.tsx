import { Spinner } from '@vs/ui';

/** @vs/ui's Spinner centred in the page, while the session is checked or a screen loads. */
export const PageLoading = () => (
  <div className="vs-page-loading">
    <Spinner label="Loading…" />
  </div>
);
