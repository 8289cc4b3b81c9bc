import type { Logger } from '@nestjs/common';

/**
 * Runs `sweep` every `seconds` (never overlapping itself, never keeping the process alive)
 * and returns the function that stops it. 0 seconds runs nothing: tests sweep by hand.
 * Sweeps must be safe to run on several servers at once; each job makes sure of that.
 */
export function startPeriodicSweep(seconds: number, sweep: () => Promise<unknown>, logger: Logger): () => void {
  if (seconds <= 0) return () => undefined;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
