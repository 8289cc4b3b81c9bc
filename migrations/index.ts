import { Foundation1732240000000 } from './1732240000000-foundation';

/** Every migration in order; TypeORM runs the ones not yet recorded. */
export const MIGRATIONS = [Foundation1732240000000];
