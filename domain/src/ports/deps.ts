import type { SsoSettings } from '../model/sso.ts';
import type { LifecyclePolicy } from '../rules/event-lifecycle.ts';
import type { SessionPolicy } from '../rules/session-expiry.ts';
import type { Store } from './repositories.ts';
import type {
  ArchiveWriter,
  Clock,
  FileStore,
  IdentityProviders,
  IdGenerator,
  JobQueue,
  Mailer,
  PasswordHasher,
  PdfRenderer,
  SecretBox,
  SecretTokens,
} from './services.ts';

export interface DomainConfig {
  readonly lifecycle: LifecyclePolicy;
  readonly session: SessionPolicy;
  /** Base of links in emails, e.g. https://values.example.com */
  readonly publicUrl: string;
  readonly productTitle: string;
  /** A participant is idle in a live session after this many minutes without activity (IDLE_MINUTES). */
  readonly idleMinutes: number;
  /** The default organisation's identity provider from the environment (OIDC_*), or null. */
  readonly sso: SsoSettings | null;
}

/** Everything a use case may need; each use case declares the part it uses with Pick. */
export interface Deps {
  readonly store: Store;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly tokens: SecretTokens;
  readonly passwords: PasswordHasher;
  readonly jobs: JobQueue;
  readonly mailer: Mailer;
  readonly files: FileStore;
  readonly pdf: PdfRenderer;
  readonly archives: ArchiveWriter;
  /** Enterprise sign-in: OIDC and SAML identity providers. */
  readonly identityProviders: IdentityProviders;
  readonly secrets: SecretBox;
  readonly config: DomainConfig;
}
