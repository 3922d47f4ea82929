import { FormattedMessage } from 'react-intl';
import { EventLineView, type EventSummary } from './event-line.tsx';

/** Spec 2.4: what the event's session access lets a participant do next. */
export type SessionAccessName = 'Pre-work' | 'Live';

export interface ParticipantHomeViewProps {
  readonly productTitle: string;
  /** The participant's event with its session access; null while it loads or when it cannot load. */
  readonly event: (EventSummary & { readonly sessionAccess: SessionAccessName }) | null;
  /** Whether the event is known (loaded, or failed to load). */
  readonly known: boolean;
  /** Next; absent on the server's first screen, which no script runs yet. */
  readonly onNext?: () => void;
}

/**
 * Spec 2.4 participant home: a welcome, the event (name, date, Guide) and Next. What comes next
 * (the pre-work, or the open live session) is said only once the event is known, so a participant
 * whose session is Live never first reads the pre-work's text. The participant remote renders it,
 * and so does the server for the page's first screen (`first-screen/`).
 */
export const ParticipantHomeView = ({ productTitle, event, known, onNext }: ParticipantHomeViewProps) => (
  <section className="vs-participant-home" aria-labelledby="vs-participant-welcome">
    <h1 id="vs-participant-welcome">
      <FormattedMessage
        id="home.welcome"
        defaultMessage="Welcome to {product}"
        values={{ product: productTitle }}
      />
    </h1>
    {event === null ? null : <EventLineView event={event} />}
    <p>
      <FormattedMessage
        id="home.about"
        defaultMessage="In this workshop you discover, define, rank and rate the ten personal values that matter most to you."
      />
    </p>
    <p className="vs-participant-next" aria-busy={!known || undefined}>
      {!known ? null : event?.sessionAccess === 'Live' ? (
        <FormattedMessage
          id="home.liveOpen"
          defaultMessage="Your live session is open: continue with your Guide and the group."
        />
      ) : (
        <FormattedMessage
          id="home.startPrework"
          defaultMessage="Start with the pre-work: four short steps (Identify, Define, Rank and % Lived) that take about 30 to 45 minutes. Your answers are saved as you go."
        />
      )}
    </p>
    <button type="button" className="vs-button vs-button-primary" onClick={onNext}>
      <FormattedMessage id="home.next" defaultMessage="Next" />
    </button>
  </section>
);

/** The home's card: tokens and base styles come from the design system. */
export const participantHomeCss = `
.vs-participant-home{max-width:40rem;margin:0 auto;background:var(--vs-paper);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l);box-shadow:var(--vs-shadow);padding:var(--vs-space-6)}
.vs-participant-home h1{margin:0 0 var(--vs-space-4);font-size:var(--vs-text-xl);line-height:1.2}
.vs-participant-home p{margin:0 0 var(--vs-space-4)}
.vs-participant-home .vs-event-line{margin-top:calc(-1 * var(--vs-space-2))}
/* Room for the sentence that says what comes next, kept while the event loads so nothing moves. */
.vs-participant-next{min-height:3em}
@media (max-width:480px){.vs-participant-home{padding:var(--vs-space-5) var(--vs-space-4)}}
`;

/** The language switcher above a participant's page: at the end of the line (the right in English, the left in Arabic). */
export const participantLanguageCss = [
  '.vs-language-switcher { display: flex; justify-content: flex-end; align-items: center; gap: 0.5rem; margin-block-end: 0.5rem; padding-inline: 1rem; }',
  '.vs-language-switcher select { inline-size: auto; min-block-size: 44px; }',
].join('\n');
