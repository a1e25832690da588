import { useEffect, useRef } from 'react';

interface StepHeadingProps {
  title: string;
  description?: string;
  /** False on the first render of the page, so arriving on it does not jump past the event details. */
  focusOnMount: boolean;
}

/** Each step's h2. Moving focus here on a step change tells screen reader users where they are. */
export function StepHeading({ title, description, focusOnMount }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <div className="mb-6">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none sm:text-2xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
    </div>
  );
}
