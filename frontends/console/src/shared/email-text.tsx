import { Fragment } from 'react';

/**
 * An email address that wraps only where a reader expects, after '@' or a dot (a `<wbr>` there),
 * never in the middle of a word.
 */
export const EmailText = ({ email, className }: { email: string; className?: string }) => {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className={['vs-email-text', className].filter(Boolean).join(' ')}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
};
