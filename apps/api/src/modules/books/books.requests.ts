import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_TYPES } from '@ginuma/domain';

/** One journal line: an account of the chart, a party on a control account, a debit or a credit. */
export class JournalLineRequest {
  @ApiProperty({ example: 'gl:2500', description: 'A chart account id: a system account, bank:<id> or gl:<code>' }) account!: string;
  @ApiPropertyOptional({ example: 'customer:<uuid>', description: 'Required on receivable and payable' }) party?: string;
  @ApiPropertyOptional({ example: '5000.00' }) debit?: string;
  @ApiPropertyOptional({ example: '5000.00' }) credit?: string;
}

/** A manual journal (create and the draft's PUT): debits must equal credits. */
export class JournalRequest {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ maxLength: 500 }) memo!: string;
  @ApiProperty({ type: [JournalLineRequest], minItems: 2 }) lines!: JournalLineRequest[];
}

/** A custom account of the chart; its code (posted as gl:<code>) never changes once created. */
export class LedgerAccountRequest {
  @ApiProperty({ example: '2500', description: 'Letters, digits, dots and dashes; not a system code' }) code!: string;
  @ApiProperty({ maxLength: 100 }) name_en!: string;
  @ApiPropertyOptional({ maxLength: 100, description: 'Defaults to the English name' }) name_si?: string;
  @ApiProperty({ enum: [...ACCOUNT_TYPES] }) type!: string;
  @ApiPropertyOptional({ maxLength: 500 }) description?: string;
  @ApiPropertyOptional({ default: true }) active?: boolean;
}

export class PeriodLockRequest {
  @ApiProperty({ format: 'date', description: 'Before today; nothing may post on or before it' }) lock_date!: string;
}
