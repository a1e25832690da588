import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A placeholder shaped like an event row, so the page does not jump when the events arrive. */
export function EventRowSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="event-row-skeleton">
      <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
        <Skeleton className="h-7 w-2/3 max-w-72" />
        <Skeleton className="h-6 w-28 rounded-full" />
      </div>
      <div className="p-5 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {['premium', 'comprehensive', 'superior', 'prestige'].map((key) => (
            <div key={key} className="space-y-3 rounded-xl border border-slate-200 p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          ))}
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Skeleton className="h-11 w-full sm:w-56" />
          <Skeleton className="h-11 w-full sm:w-36" />
        </div>
      </div>
    </Card>
  );
}
