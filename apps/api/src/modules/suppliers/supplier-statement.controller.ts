import { statementController } from '../customers/statement.controller';

/** A supplier's statement of account over its payable: bills, the vouchers paying them, reversals (GetStatement, served by CustomersModule). */
export const SupplierStatementController = statementController('supplier');
