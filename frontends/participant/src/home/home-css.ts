/** The participant home's card: the remote's own layout; tokens and base styles come from @vs/ui. */
export const homeCss = `
.vs-participant-home{max-width:40rem;margin:0 auto;background:var(--vs-paper);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l);box-shadow:var(--vs-shadow);padding:var(--vs-space-6)}
.vs-participant-home h1{margin:0 0 var(--vs-space-4);font-size:var(--vs-text-xl);line-height:1.2}
.vs-participant-home p{margin:0 0 var(--vs-space-4)}
.vs-participant-home .vs-event-line{margin-top:calc(-1 * var(--vs-space-2))}
/* Room for the sentence that says what comes next, kept while the event loads so nothing moves. */
.vs-participant-next{min-height:3em}
@media (max-width:480px){.vs-participant-home{padding:var(--vs-space-5) var(--vs-space-4)}}
`;
