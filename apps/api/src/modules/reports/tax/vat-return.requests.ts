import { IsBusinessDate } from '../../../platform/http/field-decorators';

/** The period a VAT return is filed for; its figures are the ledger's, never the client's. */
export class FileVatReturnRequest {
  @IsBusinessDate({ label: 'from date' }) from!: string;
  @IsBusinessDate({ label: 'to date' }) to!: string;
}
