/** What the router hands every page: the `:params` of its route-table path. */
export interface PageProps {
  params: Record<string, string>;
  path: string;
}
