import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { WorkspaceRegistered } from '../../auth/events/workspace-registered.event';
import { AccountLinks } from '../account-links';

/** Registration mails the new admin a verification link, once the workspace is committed. */
@EventsHandler(WorkspaceRegistered)
export class MailVerificationOnRegistration implements IEventHandler<WorkspaceRegistered> {
  private readonly logger = new Logger('AccountMail');

  constructor(
    private readonly db: Database,
    private readonly links: AccountLinks,
  ) {}

  async handle({ admin, locale }: WorkspaceRegistered): Promise<void> {
    // Signed up through Google, which had verified the address already.
    if (admin.emailVerifiedAt) return;
    // A failure leaves the user to ask for a new link from the banner; registration stands.
    await this.db
      .transaction({ kind: 'tenant', tenantId: admin.tenantId, userId: admin.userId }, () => this.links.send(admin, 'verify', admin.email, locale))
      .catch((error: unknown) => this.logger.error(`Verification mail for ${admin.userId} not queued: ${error instanceof Error ? error.message : String(error)}`));
  }
}
