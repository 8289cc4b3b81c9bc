import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateBy, ValidateIf } from 'class-validator';
import {
  DEFAULT_STOCK_ADJUSTMENT_REASON,
  parseQuantity,
  QUANTITY_SCALE,
  STOCK_ADJUSTMENT_REASONS,
  stockRefusal,
  validationRefusal,
  type StockAdjustmentReason,
  type StockTransactionType,
  type StockUpdateCommand,
} from '@ginuma/domain';
import { IsBusinessDate, isGiven, IsMoney, IsQuantity, moneyOf, OptionalText, quantityOf, trimmedText } from '../../platform/http/field-decorators';
import { refusedAs, refusedBy } from '../../platform/http/validation.pipe';

/** The most one update moves: what the stock columns hold. */
const MAX_QUANTITY = '999999999.999';

const invalidQuantity = () => stockRefusal.field('quantity-invalid', { scale: QUANTITY_SCALE });

/** Stock taken in or out by hand (a stock update, an adjustment for a reason). */
export class StockUpdateRequest {
  @IsQuantity({ label: 'quantity', sign: 'positive', refusal: invalidQuantity })
  @ValidateBy(
    {
      name: 'isStockQuantity',
      validator: {
        validate: (value: unknown) => {
          const parsed = parseQuantity(value);
          return !parsed.ok || !parsed.value.toDecimal().greaterThan(MAX_QUANTITY);
        },
      },
    },
    refusedBy(invalidQuantity),
  )
  quantity!: string | number;

  @ApiProperty({ enum: ['in', 'out'] })
  @IsIn(['in', 'out'], refusedAs(stockRefusal.field('transaction-type')))
  transaction_type!: StockTransactionType;

  @IsBusinessDate({ label: 'date', refusal: (value) => (isGiven(value) ? validationRefusal.field('date', { label: 'date' }) : validationRefusal.field('required', { label: 'date' })) })
  date!: string;

  @OptionalText('po number', 191) po_number?: string | null;
  @OptionalText('remark', 1000) remark?: string | null;

  @ApiPropertyOptional({
    enum: STOCK_ADJUSTMENT_REASONS,
    default: DEFAULT_STOCK_ADJUSTMENT_REASON,
    description: "Opening posts against opening stock equity; the others against the P&L's stock adjustments",
  })
  @ValidateIf((o: StockUpdateRequest) => isGiven(o.reason))
  @IsIn([...STOCK_ADJUSTMENT_REASONS], refusedAs(stockRefusal.field('reason')))
  reason?: StockAdjustmentReason | null;

  // An in's value per unit; without one, the moving-average cost on hand (the product's unit cost when none is).
  @ValidateIf((o: StockUpdateRequest) => isGiven(o.unit_cost))
  @IsMoney({ label: 'unit cost', optional: true })
  @ValidateBy(
    { name: 'isUnitCostOfIn', validator: { validate: (_value: unknown, args) => (args?.object as StockUpdateRequest).transaction_type !== 'out' } },
    refusedAs(stockRefusal.field('unit-cost-on-out')),
  )
  unit_cost?: string | number | null;
}

/** A stock update as its request's rules read it: text trimmed (blank is none), a count unless another reason is named. */
export function stockUpdateCommand(productId: string, request: StockUpdateRequest): StockUpdateCommand {
  return {
    productId,
    quantity: quantityOf(request.quantity),
    transactionType: request.transaction_type,
    poNumber: trimmedText(request.po_number),
    date: request.date,
    remark: trimmedText(request.remark),
    reason: isGiven(request.reason) ? (request.reason as StockAdjustmentReason) : DEFAULT_STOCK_ADJUSTMENT_REASON,
    unitCost: isGiven(request.unit_cost) ? moneyOf(request.unit_cost as string | number) : null,
  };
}
