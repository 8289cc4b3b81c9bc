import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';
import type { DocumentAction, DocumentKind } from '../document-kind';

/** A step of one document's life cycle, taken by the command its kind names for it. */
abstract class DocumentStep extends Command<unknown> {
  constructor(
    readonly me: Principal,
    readonly kind: DocumentKind,
    readonly id: string,
    /** The request's body, for a step that reads one (an invoice's reversal reason). */
    readonly body: Record<string, unknown> = {},
  ) {
    super();
  }
}

/** Confirms a draft into the ledger: the kind's `confirm` command. */
export class ConfirmDocument extends DocumentStep {}

/** Takes a confirmed document back out of the books (a quotation: withdraws it): the kind's `reverse` command. */
export class ReverseDocument extends DocumentStep {}

/** Deletes a document (a confirmed one, where its kind allows, with its reversal): the kind's `delete` command. */
export class DeleteDocument extends DocumentStep {}

/**
 * Dispatches a step to the kind's own command, which locks, decides and appends; nothing is
 * checked here, so the kind's decider alone says whether the step is allowed (a confirmed
 * invoice's delete is refused, a confirmed receipt's delete reverses it). A kind without the
 * step has no route for it; asked anyway, it is a 404.
 */
abstract class DocumentStepHandler {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  protected take(action: DocumentAction | undefined, { me, id, body }: DocumentStep): Promise<unknown> {
    if (!action) throw notFound();
    return this.commands.execute(action.command(me, id, body));
  }
}

@CommandHandler(ConfirmDocument)
export class ConfirmDocumentHandler extends DocumentStepHandler implements ICommandHandler<ConfirmDocument> {
  execute(step: ConfirmDocument): Promise<unknown> {
    return this.take(step.kind.confirm, step);
  }
}

@CommandHandler(ReverseDocument)
export class ReverseDocumentHandler extends DocumentStepHandler implements ICommandHandler<ReverseDocument> {
  execute(step: ReverseDocument): Promise<unknown> {
    return this.take(step.kind.reverse, step);
  }
}

@CommandHandler(DeleteDocument)
export class DeleteDocumentHandler extends DocumentStepHandler implements ICommandHandler<DeleteDocument> {
  execute(step: DeleteDocument): Promise<unknown> {
    return this.take(step.kind.delete, step);
  }
}
