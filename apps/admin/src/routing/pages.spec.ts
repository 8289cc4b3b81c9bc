import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROUTES } from '@ginuma/domain';
import { WORKSPACE_PAGES, WORKSPACE_RESOURCES } from './pages';
import { resourcePages } from './workspaceResource';

describe('workspace pages', () => {
  const served = [...WORKSPACE_RESOURCES.flatMap((resource) => resourcePages(resource).map(([path]) => path)), ...Object.keys(WORKSPACE_PAGES)];

  it('serve every path of the route table once, and nothing else', () => {
    expect([...served].sort()).toEqual(WORKSPACE_ROUTES.map((route) => route.path).sort());
  });

  it('name each resource after the permission resource of its routes', () => {
    for (const { name } of WORKSPACE_RESOURCES) {
      expect(WORKSPACE_ROUTES.find((route) => route.path === name)?.resource).toBe(name);
    }
  });
});
