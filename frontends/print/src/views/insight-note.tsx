import type { ValuesInsight } from '@vs/domain';
import { ALIGNMENT_LABEL, INSIGHT_HEADING, neglectedText } from './insight-text.ts';

/** Drawn like the page around it: a section of the live columns, or a wide box of the Meaningful Work sheet. */
const LOOKS = { section: 'vs-section', box: 'vs-mw-box vs-mw-wide' } as const;

/**
 * Valued vs lived: the alignment figure and the kind paragraph on the top values lived least.
 * Nothing before the values are rated.
 */
export const InsightNote = ({
  insight,
  look,
}: {
  readonly insight: ValuesInsight;
  readonly look: keyof typeof LOOKS;
}) =>
  insight.alignment === null ? null : (
    <section className={`${LOOKS[look]} vs-insight`}>
      <div className="vs-insight-head">
        <h2 className="vs-section-title">{INSIGHT_HEADING}</h2>
        <p className="vs-insight-score">
          {ALIGNMENT_LABEL} <strong>{insight.alignment}</strong> of 100
        </p>
      </div>
      <p className="vs-insight-text">{neglectedText(insight.neglected)}</p>
    </section>
  );
