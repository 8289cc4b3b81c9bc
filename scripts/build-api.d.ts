/** Compiles the API into `API_DIST` (dist/api); answers how many files. */
export function buildApi(): Promise<number>;
export const API_DIST: string;
