import { usersRefusal } from '@ginuma/domain';
import { invalid } from '../../platform/http/app-errors';
import { violatedConstraint } from '../../platform/database/sql';

/** Emails are unique across workspaces, which a tenant's role cannot see: the index says so. */
export async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === 'users_email_key') throw invalid('email', usersRefusal.field('email-taken'));
    throw error;
  }
}
