import type { Projection } from '../projections/projection';
import { accountBalanceProjection } from './account-balance/account-balance.projection';
import { accountDayProjection } from './account-day/account-day.projection';
import { billBalanceProjection } from './bill-balance/bill-balance.projection';
import { billSettlementProjection } from './bill-settlement/bill-settlement.projection';
import { documentStageProjection } from './document-stage/document-stage.projection';
import { invoiceBalanceProjection } from './invoice-balance/invoice-balance.projection';
import { invoiceSettlementProjection } from './invoice-settlement/invoice-settlement.projection';
import { stockMovementProjection } from './stock-movement/stock-movement.projection';
import { vatDayProjection } from './vat-day/vat-day.projection';

/** Every read model the append keeps up to date inline; later read models join this list. */
export const ledgerProjections: readonly Projection[] = [accountBalanceProjection, invoiceBalanceProjection, invoiceSettlementProjection, stockMovementProjection, accountDayProjection, documentStageProjection, billBalanceProjection, billSettlementProjection, vatDayProjection];
