/** Compiles the API into `API_DIST` (dist/api); answers how many files. */
export function buildApi(): Promise<number>;
export const API_DIST: string;
/** The node flags the compiled API runs with. */
export const API_NODE_FLAGS: readonly string[];
