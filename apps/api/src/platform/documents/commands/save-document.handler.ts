import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Resource } from '@ginuma/domain';
import type { Principal } from '../../auth/principal';
import { accessRefusal } from '../../auth/access';
import type { DocumentSaving } from '../document-kind';

/**
 * Saves a whole draft of a kind (a new one when `id` is null) and, when `confirm` is set,
 * confirms it in the same request. The request runs in one transaction, so a refused confirm
 * rolls the save back with it: no draft is left behind, and the refusal is the confirm route's.
 */
export class SaveDocument extends Command<unknown> {
  constructor(
    readonly me: Principal,
    /** The kind's permission resource, whose `confirm` a save-and-confirm needs too. */
    readonly resource: Resource,
    readonly saving: DocumentSaving,
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

  async execute({ me, resource, saving, id, body, confirm }: SaveDocument): Promise<unknown> {
    if (confirm) {
      // The route's guard allowed the save (create or edit); confirming is a permission of its
      // own (Entry drafts journals but may not post them), asked of the same one access decision.
      const refusal = accessRefusal(me, { permission: { action: 'confirm', resource }, withoutPlan: false, read: false });
      if (refusal) throw refusal;
    }
    const saved = await this.commands.execute(id === null ? saving.create(me, body) : saving.update(me, id, body));
    return confirm ? this.commands.execute(saving.confirm(me, saved.id)) : saved;
  }
}
