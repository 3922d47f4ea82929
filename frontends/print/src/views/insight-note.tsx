import type { ValuesInsight } from '@vs/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { neglectedText } from './insight-text.ts';
import { printMessages as m } from './print-messages.ts';

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
}) => {
  const intl = useIntl();
  return insight.alignment === null ? null : (
    <section className={`${LOOKS[look]} vs-insight`}>
      <div className="vs-insight-head">
        <h2 className="vs-section-title">{intl.formatMessage(m.insightHeading)}</h2>
        <p className="vs-insight-score">
          <FormattedMessage
            {...m.insightScore}
            values={{ alignment: insight.alignment, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      </div>
      <p className="vs-insight-text">{neglectedText(intl, insight.neglected)}</p>
    </section>
  );
};
