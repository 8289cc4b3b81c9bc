import { refusals } from '../shared/domain-error';

/** The users area's refusals: the workspace's users and the signed-in user's own account. */
export const usersRefusal = refusals('users', {
  'cannot-edit-account': { status: 409, message: 'Cannot edit this account' },
  'email-taken': { status: 422, message: 'The email has already been taken.' },
  'current-password-incorrect': { status: 422, message: 'The current password is incorrect.' },
  role: { status: 422, message: 'The role must be Admin, Audit or Entry.' },
});

export type UsersRefusalCode = Parameters<typeof usersRefusal>[0];
