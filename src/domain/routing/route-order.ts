// DESIGN: a nurse's visits of a day run in time-slot order, and within a slot in the shortest order
// from the previous visit (nearest neighbour then 2-opt over straight-line distance).

export interface RoutePoint {
  latitude: number;
  longitude: number;
}

export interface RouteVisit {
  id: string;
  /** 'HH:mm', the start of the visit's time slot. */
  time: string;
  /** Null when the visit's address has no location. */
  latitude: number | null;
  longitude: number | null;
}

export interface RouteStop<T extends RouteVisit> {
  visit: T;
  /** 1-based. */
  order: number;
  /** To 0.1 km; null for visits without a location and for the day's first visit when there is no start. */
  distanceFromPreviousKm: number | null;
}

const EARTH_RADIUS_KM = 6371.0088;
// Rounding noise must not count as an improvement, or ties would not go to input order.
const EPSILON = 1e-9;

export function distanceKm(a: RoutePoint, b: RoutePoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  // min(1, …) keeps asin defined when rounding pushes h just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function routeLengthKm(points: readonly RoutePoint[], start?: RoutePoint | null): number {
  const path = start ? [start, ...points] : points;
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distanceKm(path[i - 1]!, path[i]!);
  return total;
}

export function orderRoute<T extends RouteVisit>(visits: readonly T[], start?: RoutePoint | null): RouteStop<T>[] {
  const slots = new Map<string, T[]>();
  for (const visit of visits) {
    const slot = slots.get(visit.time);
    if (slot) slot.push(visit);
    else slots.set(visit.time, [visit]);
  }

  const stops: RouteStop<T>[] = [];
  let previous: RoutePoint | null = start ?? null;
  // 'HH:mm' sorts as text in time order.
  for (const time of [...slots.keys()].sort()) {
    const slot = slots.get(time)!;
    const located = slot.filter(isLocated);
    const firstGuess = previous ? nearestNeighbour(located, previous) : bestNearestNeighbour(located);
    for (const visit of twoOpt(firstGuess, previous)) {
      const distance = previous ? Math.round(distanceKm(previous, visit) * 10) / 10 : null;
      stops.push({ visit, order: stops.length + 1, distanceFromPreviousKm: distance });
      previous = visit;
    }
    // Without a location there is nothing to route by, so these keep their given order after the rest.
    for (const visit of slot) {
      if (!isLocated(visit)) stops.push({ visit, order: stops.length + 1, distanceFromPreviousKm: null });
    }
  }
  return stops;
}

function isLocated<T extends RouteVisit>(visit: T): visit is T & RoutePoint {
  return visit.latitude !== null && visit.longitude !== null;
}

function nearestNeighbour<P extends RoutePoint>(points: readonly P[], from: RoutePoint): P[] {
  const left = [...points];
  const path: P[] = [];
  let here = from;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      // Strictly nearer only, so a tie goes to the earlier visit.
      if (distanceKm(here, left[i]!) < distanceKm(here, left[best]!) - EPSILON) best = i;
    }
    const next = left.splice(best, 1)[0]!;
    path.push(next);
    here = next;
  }
  return path;
}

// With nowhere to start from, any visit may come first: keep the shortest nearest-neighbour path.
function bestNearestNeighbour<P extends RoutePoint>(points: readonly P[]): P[] {
  let best: P[] = [];
  let bestLength = Number.POSITIVE_INFINITY;
  points.forEach((first, i) => {
    const rest = points.filter((_, k) => k !== i);
    const path = [first, ...nearestNeighbour(rest, first)];
    const length = routeLengthKm(path);
    if (length < bestLength - EPSILON) {
      best = path;
      bestLength = length;
    }
  });
  return best;
}

// Reversing path[i..j] swaps the edges into and out of the segment; the path is open, so the last
// visit has no edge out, and the first has an edge in only from a fixed predecessor.
function twoOpt<P extends RoutePoint>(path: readonly P[], from: RoutePoint | null): P[] {
  const route = [...path];
  const edge = (a: RoutePoint | null | undefined, b: RoutePoint) => (a ? distanceKm(a, b) : 0);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < route.length - 1; i++) {
      const before = i === 0 ? from : route[i - 1]!;
      for (let j = i + 1; j < route.length; j++) {
        const after = route[j + 1];
        const first = route[i]!;
        const last = route[j]!;
        const gain = edge(before, first) + edge(after, last) - edge(before, last) - edge(after, first);
        if (gain > EPSILON) {
          route.splice(i, j - i + 1, ...route.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return route;
}
