import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../auth/principal';
import { accessRefusal } from '../../auth/access';
import { notFound } from '../../http/app-errors';
import type { DocumentKind } from '../document-kind';
import { ConfirmDocument } from './document-life-cycle.handler';

/**
 * Saves a whole draft of a kind (a new one when `id` is null) and, when `confirm` is set,
 * confirms it in the same request. The request runs in one transaction, so a refused confirm
 * rolls the save back with it: no draft is left behind, and the refusal is the confirm route's.
 */
export class SaveDocument extends Command<unknown> {
  constructor(
    readonly me: Principal,
    /** Its `saving` names the create and update commands; its `confirm`, the confirm a save-and-confirm runs after. */
    readonly kind: DocumentKind,
    readonly id: string | null,
    readonly body: Record<string, unknown>,
    readonly confirm: boolean,
  ) {
    super();
  }
}

@CommandHandler(SaveDocument)
export class SaveDocumentHandler implements ICommandHandler<SaveDocument> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ me, kind, id, body, confirm }: SaveDocument): Promise<unknown> {
    const { saving } = kind;
    if (!saving || (confirm && !kind.confirm)) throw notFound();
    if (confirm) {
      // The route's guard allowed the save (create or edit); confirming is a permission of its
      // own (Entry drafts journals but may not post them), asked of the same one access decision.
      const refusal = accessRefusal(me, { permission: { action: 'confirm', resource: kind.resource }, withoutPlan: false, read: false });
      if (refusal) throw refusal;
    }
    if (confirm && id === null && saving.createThenConfirm) {
      // The create hands the confirm the row it wrote and the references it checked, so neither is read again.
      const pair = saving.createThenConfirm;
      return this.commands.execute(pair.confirm(me, await this.commands.execute(pair.create(me, body))));
    }
    const saved = await this.commands.execute(await (id === null ? saving.create(me, body) : saving.update(me, id, body)));
    return confirm ? this.commands.execute(new ConfirmDocument(me, kind, saved.id)) : saved;
  }
}
