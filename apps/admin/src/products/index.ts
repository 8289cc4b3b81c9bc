import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { recordResource } from '../records';
import { lazyPage } from '../routing/lazyPage';
import type { WorkspaceResource } from '../routing/workspaceResource';

const master = recordResource('products', Inventory2OutlinedIcon);
const costing = lazyPage(() => import('./CostingPage').then((m) => m.CostingPage));

// A product opens in a dialog over its list (`products?edit=<id>`): there is no `products/:id`.
export const products: WorkspaceResource = { ...master, edit: undefined, routes: { ...master.routes, costing, 'costing/:id': costing } };
