import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * Runs `sweep` every `seconds` as the scheduler's interval `name` (never overlapping itself,
 * never keeping the process alive) and returns the function that stops it; that resolves once
 * a sweep under way has finished, so shutdown never closes the database under it. 0 seconds
 * runs nothing: tests sweep by hand. Sweeps must be safe to run on several servers at once;
 * each job makes sure of that in the database.
 */
export function startPeriodicSweep(
  schedule: SchedulerRegistry,
  name: string,
  seconds: number,
  sweep: () => Promise<unknown>,
  logger: Logger,
): () => Promise<void> {
  if (seconds <= 0) return async () => undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweep()
      .then(
        () => undefined,
        (error: unknown) => logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  schedule.addInterval(name, timer);
  return async () => {
    // The scheduler clears what is left at shutdown too; whichever comes first stops the timer.
    if (schedule.doesExist('interval', name)) schedule.deleteInterval(name);
    await running;
  };
}
