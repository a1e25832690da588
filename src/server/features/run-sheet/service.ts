import { formatDateLabel } from '../../../domain/dates';
import type { RunSheet, RunSheetQuery } from '../../../domain/run-sheet-schemas';
import type { AppContext } from '../../context';
import { listRunSheetVisits } from '../bookings';

/** The nurse's run sheet of a region and a day (beyond the spec: the nurse team plans the route with it). */
export async function getRunSheet(ctx: Pick<AppContext, 'db'>, query: RunSheetQuery): Promise<RunSheet> {
  const visits = await listRunSheetVisits(ctx.db, query);
  return {
    region: query.region,
    date: query.date,
    dateLabel: formatDateLabel(query.date),
    visits,
    visitCount: visits.length,
    personCount: visits.reduce((sum, visit) => sum + visit.personCount, 0),
  };
}
