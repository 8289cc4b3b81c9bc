import { runPostgresRestart, type RestartFigures } from './postgres-restart';
import { postgresBinaries } from './support/postgres-cluster';

// A cluster of its own needs the server binaries; the shared server is never restarted.
const withServer = postgresBinaries() ? describe : describe.skip;

withServer('PostgreSQL restarted while requests flow', () => {
  let figures: RestartFigures;
  beforeAll(async () => {
    figures = await runPostgresRestart();
    process.stdout.write(`postgres restart: ${JSON.stringify(figures)}\n`);
  }, 90_000);

  it('fails the requests it cannot serve with a retryable 503, never anything else', () => {
    expect(figures.duringRestart.other).toEqual([]);
    expect(figures.duringRestart.unavailable).toBeGreaterThan(0);
    expect(figures.unavailableUnexplained).toBe(0);
  });

  it('recovers by itself: requests succeed again within 10 s of the restart', () => {
    expect(figures.recoveredAfterMs).toBeLessThan(10_000);
    expect(figures.afterRecovery).toBeGreaterThan(0);
  });

  it('loses no acknowledged write, and the projections equal a replay of the ledger', () => {
    expect(figures.acknowledged).toBeGreaterThan(0);
    expect(figures.found).toBe(figures.acknowledged);
    expect(figures.projectionDifferences).toBe(0);
    expect(figures.brokenChains).toBe(0);
  });
});
