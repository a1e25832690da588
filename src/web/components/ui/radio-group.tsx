import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

const ARROW_KEY_STEPS: Readonly<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * WAI-ARIA radio group keys: an arrow key moves to the next or previous choice, wrapping, and selects
 * it. Radix selects on the focus its own arrow handling moves, but only while the key is still held
 * when that (deferred) focus lands, so a quick press could move without selecting.
 */
function moveAndSelect(event: React.KeyboardEvent<HTMLButtonElement>) {
  const step = ARROW_KEY_STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const group = event.currentTarget.closest('[role="radiogroup"]');
  if (!group) return;
  const radios = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]:not([disabled])')].filter(
    (radio) => radio.closest('[role="radiogroup"]') === group,
  );
  const current = radios.indexOf(event.currentTarget);
  if (current < 0 || radios.length < 2) return;
  event.preventDefault();
  const next = radios[(current + step + radios.length) % radios.length]!;
  next.focus();
  next.click();
}

function withArrowKeys(onKeyDown: React.KeyboardEventHandler<HTMLButtonElement> | undefined) {
  return (event: React.KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (!event.defaultPrevented) moveAndSelect(event);
  };
}

export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

/** The classic small circle. */
export function RadioGroupItem({
  className,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      onKeyDown={withArrowKeys(onKeyDown)}
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand-700',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand-700" />
    </RadioGroupPrimitive.Item>
  );
}

/** A whole tile that is the radio: packages, dates and times. */
export function RadioTile({ className, onKeyDown, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      onKeyDown={withArrowKeys(onKeyDown)}
      className={cn(
        'rounded-xl border border-slate-300 bg-white text-left shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400 disabled:shadow-none disabled:hover:bg-slate-50 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-700',
        className,
      )}
      {...props}
    />
  );
}

/** The round mark at the start of a RadioTile, filled while the tile is the chosen one. */
export function RadioTileMark() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white"
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand-700" />
    </span>
  );
}
