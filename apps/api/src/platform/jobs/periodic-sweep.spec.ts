import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { startPeriodicSweep } from './periodic-sweep';

const logger = new Logger('test');

describe('startPeriodicSweep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does nothing at 0 seconds (tests sweep by hand)', async () => {
    const schedule = new SchedulerRegistry();
    const sweep = jest.fn(async () => undefined);
    const stop = startPeriodicSweep(schedule, 'off', 0, sweep, logger);
    jest.advanceTimersByTime(60_000);
    expect(sweep).not.toHaveBeenCalled();
    expect(schedule.getIntervals()).toEqual([]);
    await stop();
  });

  it("runs as the scheduler's interval, never overlapping itself, and stopping waits for the sweep under way", async () => {
    const schedule = new SchedulerRegistry();
    let finish: () => void = () => undefined;
    const sweep = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startPeriodicSweep(schedule, 'job', 10, sweep, logger);
    expect(schedule.getIntervals()).toEqual(['job']);
    jest.advanceTimersByTime(30_000);
    expect(sweep).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    expect(schedule.getIntervals()).toEqual([]);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    jest.advanceTimersByTime(30_000);
    expect(sweep).toHaveBeenCalledTimes(1);
  });
});
