export * from './workspace/workspace-flags';
export * from './access/roles';
export * from './access/permissions';
export * from './routing/app-routes';
