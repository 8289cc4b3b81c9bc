import { invoiceDecider, invoiceStream, stockableProductIds, type InvoiceCommand, type InvoiceState } from '@ginuma/domain';
import { handleCommand, readState, type CommandOptions, type RecordedEvent } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { commandTarget } from '../../platform/http/request-context';
import { lockProducts, stockPositions } from '../stock/stock-position';

/** An invoice's state folded from its stream (a draft has none). */
export async function invoiceState(tx: Tx, tenantId: string, invoiceId: string): Promise<{ state: InvoiceState; version: number }> {
  return readState(tx, { tenantId, stream: invoiceStream(invoiceId) }, invoiceDecider);
}

/**
 * One invoice command through the ledger's command loop, in the request's transaction. A
 * confirmation or a reversal moves stock, so it first locks the invoice's stockable products
 * (in id order, as every stock writer does) and a confirmation decides on their positions
 * read under that lock: a line beyond the lowest quantity from the invoice's date onward is
 * refused (422 `lines.<index>.quantity`), the
 * others are costed at the moving average. Non-stockable lines never touch stock.
 */
export async function runInvoiceCommand(
  tx: Tx,
  me: Principal,
  invoiceId: string,
  command: InvoiceCommand,
  options: CommandOptions = {},
): Promise<RecordedEvent[]> {
  const handled = await handleCommand(tx, commandTarget(me, invoiceStream(invoiceId)), invoiceDecider, async (state) => {
    if (command.type === 'ConfirmInvoice') {
      const ids = stockableProductIds(command.data.content);
      await lockProducts(tx, me.tenantId, ids);
      return { ...command, data: { ...command.data, stock: await stockPositions(tx, me.tenantId, ids, command.data.content.date) } };
    }
    if (command.type === 'ReverseInvoice' && state.stage !== 'draft') await lockProducts(tx, me.tenantId, stockableProductIds(state.invoice));
    return command;
  }, options);
  return handled.recorded;
}
