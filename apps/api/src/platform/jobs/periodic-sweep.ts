import type { Logger } from '@nestjs/common';

/**
 * Runs `sweep` every `seconds` (never overlapping itself, never keeping the process alive)
 * and returns the function that stops it; that resolves once a sweep under way has finished,
 * so shutdown never closes the database under it. 0 seconds runs nothing: tests sweep by hand.
 * Sweeps must be safe to run on several servers at once; each job makes sure of that.
 */
export function startPeriodicSweep(seconds: number, sweep: () => Promise<unknown>, logger: Logger): () => Promise<void> {
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
  return async () => {
    clearInterval(timer);
    await running;
  };
}
