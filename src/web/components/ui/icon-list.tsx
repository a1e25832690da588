import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface IconListItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A short list of points, each with an icon, a bold title and a line of text. */
export function IconList({
  items,
  ordered = false,
  className,
  iconClassName,
  textClassName = 'text-slate-600',
}: {
  items: readonly IconListItem[];
  ordered?: boolean;
  className?: string;
  /** Colours of the icon tile, e.g. 'bg-white text-brand-700 shadow-sm'. */
  iconClassName?: string;
  textClassName?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span
            className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', iconClassName)}
            aria-hidden="true"
          >
            <Icon className="size-4" />
          </span>
          <span className="text-sm">
            <span className="block font-semibold">{title}</span>
            <span className={cn('block', textClassName)}>{text}</span>
          </span>
        </li>
      ))}
    </List>
  );
}
