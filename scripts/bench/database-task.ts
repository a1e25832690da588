// One set-up step of the benchmark on the database named by DATABASE_URL or DATA_DIR, in its own
// process (see runTask in database.ts); prints its result as the last line of stdout.
import {
  type BookingTarget,
  fillInsightsHere,
  growBookingsHere,
  openFromEnv,
  prepareDatabaseHere,
  verifyCustomersHere,
} from './database';

const task = process.env.BENCH_TASK;
const args = JSON.parse(process.env.BENCH_TASK_ARGS ?? 'null') as {
  target: BookingTarget;
  total: number;
  pools: { base: number; size: number }[];
  year: number;
} | null;

const result =
  task === 'prepare'
    ? await prepareDatabaseHere(openFromEnv)
    : task === 'grow' && args
      ? await growBookingsHere(openFromEnv, args.target, args.total)
      : task === 'verify' && args
        ? await verifyCustomersHere(openFromEnv, args.pools)
        : task === 'insights' && args
          ? await fillInsightsHere(openFromEnv, args.year, args.total)
          : null;
if (result === null) throw new Error(`unknown bench task ${task}`);
console.log(JSON.stringify(result));
