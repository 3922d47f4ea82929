const NAMES = { prework: 'pre-work', live: 'live session', print: 'print view' } as const;

/** The wizards and print views are the next release of this remote; until then it says so. */
export const NextRelease = ({ view }: { view: keyof typeof NAMES }) => (
  <section className="vs-participant-home" aria-labelledby="vs-next-release">
    <h1 id="vs-next-release">Coming soon</h1>
    <p>The {NAMES[view]} opens here with the next release.</p>
    <p>
      <a href="/">Back to home</a>
    </p>
  </section>
);
