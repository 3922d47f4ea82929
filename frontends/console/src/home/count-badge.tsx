/** A tab label with a count badge when the count is above 0 (spec 2.5: the Removed Events badge). */
export const CountBadgeLabel = ({ label, count, noun }: { label: string; count: number; noun: string }) => (
  <>
    {label}
    {count > 0 ? (
      <span className="vs-count-badge">
        <span aria-hidden="true">{count}</span>
        <span className="vs-visually-hidden">
          , {count} {noun}
        </span>
      </span>
    ) : null}
  </>
);
