import { Fragment } from 'react';

/**
 * A configuration key that may wrap after its underscores ('EMAIL_CONFIRMATION_' / 'SUBJECT') rather
 * than in the middle of a word; a part too long for its line still breaks.
 */
export function ConfigKey({ value, className }: { value: string; className?: string }) {
  const parts = value.split('_');
  return (
    <span className={className} style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              _<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </span>
  );
}
