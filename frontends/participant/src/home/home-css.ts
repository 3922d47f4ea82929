/** The participant home's card: the remote's own layout; tokens and base styles come from @vs/ui. */
export const homeCss = `
.vs-participant-home{max-width:40rem;margin:0 auto;background:var(--vs-paper);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l);box-shadow:var(--vs-shadow);padding:var(--vs-space-6)}
.vs-participant-home h1{margin:0 0 var(--vs-space-4);font-size:var(--vs-text-xl);line-height:1.2}
.vs-participant-home p{margin:0 0 var(--vs-space-4)}
@media (max-width:480px){.vs-participant-home{padding:var(--vs-space-5) var(--vs-space-4)}}
`;
