import { FormattedMessage } from 'react-intl';

/**
 * A tab label with a count badge of expired events when the count is above 0 (spec 2.5: the
 * Removed Events badge).
 */
export const CountBadgeLabel = ({ label, count }: { label: string; count: number }) => (
  <>
    {label}
    {count > 0 ? (
      <span className="vs-count-badge">
        <span aria-hidden="true">{count}</span>
        <span className="vs-visually-hidden">
          <FormattedMessage
            id="console.home.countBadge.expired"
            defaultMessage=", {count, plural, one {# expired} other {# expired}}"
            values={{ count }}
          />
        </span>
      </span>
    ) : null}
  </>
);
