import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Button, dismissFirstScreen } from '@vs/ui';
import { Component, type ComponentType, type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageLoading } from '../layout/page-loading.tsx';

/** The remotes the shell composes, each exposing one `./App`. */
export type RemoteName = 'participant' | 'guide' | 'admin';

/** What the participant remote's `./App` renders: its home, or the wizard of a route. */
export type ParticipantView = 'home' | 'prework' | 'live' | 'print';

interface CommonProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** The props each remote's `./App` takes. */
export interface RemoteProps {
  readonly participant: CommonProps & { readonly view: ParticipantView };
  readonly guide: CommonProps;
  readonly admin: CommonProps;
}

type Loaded = { readonly app: ComponentType<never> } | { readonly failed: true };

/** One load per remote and page: the loaded App (or the failure), and the load in flight. */
const loaded = new Map<RemoteName, Loaded>();
const loading = new Map<RemoteName, Promise<Loaded>>();

/**
 * Registers a remote at the address the runtime config gives and loads its App (once per page;
 * after a failure, Retry loads it again, registering the remote afresh).
 */
const loadRemoteApp = (name: RemoteName, manifestUrl: string): Promise<Loaded> => {
  let load = loading.get(name);
  if (!load) {
    const retrying = loaded.get(name) !== undefined;
    registerRemotes([{ name, entry: manifestUrl }], { force: retrying });
    load = loadRemote<{ default: ComponentType<never> }>(`${name}/App`).then(
      (module): Loaded => (module ? { app: module.default } : { failed: true }),
      (error: unknown): Loaded => {
        console.error(`The ${name} app did not load`, error);
        return { failed: true };
      },
    );
    void load.then((result) => {
      loaded.set(name, result);
      // A failed load is forgotten so that Retry starts a new one.
      if ('failed' in result) loading.delete(name);
    });
    loading.set(name, load);
  }
  return load;
};

/**
 * The remote's App once loaded, and a retry after a failure. Deliberately not React.lazy +
 * Suspense: React holds back content that resolves shortly after a Suspense fallback appeared (up
 * to 300 ms, to avoid flicker), which delayed every console's first render; state set when the
 * load resolves renders at once.
 */
const useRemoteApp = (name: RemoteName, manifestUrl: string) => {
  const [result, setResult] = useState<Loaded | null>(() => {
    const known = loaded.get(name);
    return known && 'app' in known ? known : null;
  });
  useEffect(() => {
    if (result) return;
    let current = true;
    void loadRemoteApp(name, manifestUrl).then((next) => {
      if (current) setResult(next);
    });
    return () => {
      current = false;
    };
  }, [name, manifestUrl, result]);
  return { result, retry: () => setResult(null) };
};

/** Shown instead of a remote that did not load or failed while rendering: a message and Retry. */
const LoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  // In place of the server's first screen too, if the participant's home could not come (issue 36).
  useLayoutEffect(dismissFirstScreen, []);
  return (
    <section className="vs-panel" role="alert" aria-labelledby="vs-load-failed">
      <h1 id="vs-load-failed">
        <FormattedMessage id="shell.remote.failed.title" defaultMessage="This page could not be loaded" />
      </h1>
      <p>
        <FormattedMessage
          id="shell.remote.failed.help"
          defaultMessage="Please check your connection and try again."
        />
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="shell.remote.failed.retry" defaultMessage="Retry" />
      </Button>
    </section>
  );
};

/** Catches a remote that throws while rendering, so the rest of the shell (footer, logout) stays. */
class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A remote app failed', error);
  }
  override render() {
    return this.state.failed ? (
      <LoadFailed onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}

/** A remote's App, with a spinner while it loads and a message with Retry if it cannot. */
export const RemoteApp = <N extends RemoteName>({
  name,
  manifestUrl,
  props,
}: {
  name: N;
  manifestUrl: string;
  props: RemoteProps[N];
}) => {
  const { result, retry } = useRemoteApp(name, manifestUrl);
  if (result === null) return <PageLoading />;
  if ('failed' in result) return <LoadFailed onRetry={retry} />;
  const App = result.app as ComponentType<RemoteProps[N]>;
  return (
    <RemoteBoundary>
      <App {...props} />
    </RemoteBoundary>
  );
};
