import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecoveryCodes, TwoStepSetup, TwoStepStatus } from '@ginuma/domain';
import { Database, type Tx } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { verifyPassword } from '../../../platform/auth/passwords';
import { disableTwoStep, enableTwoStep, renewRecoveryCodes, requireTwoStep, setUpTwoStep, twoStepStatus } from '../../../platform/auth/two-step';

/** A change to two-step sign-in: the user's own set-up, or the Admin's requirement for the workspace. */
export type TwoStepChange =
  | { kind: 'set-up' }
  | { kind: 'enable'; code: string }
  | { kind: 'disable'; password: string }
  | { kind: 'renew-codes'; password: string }
  | { kind: 'require'; required: boolean };

type Answer = TwoStepSetup | RecoveryCodes | TwoStepStatus | { required: boolean };

export class ChangeTwoStep extends Command<Answer> {
  constructor(
    readonly me: Principal,
    readonly change: TwoStepChange,
  ) {
    super();
  }
}

@CommandHandler(ChangeTwoStep)
export class ChangeTwoStepHandler implements ICommandHandler<ChangeTwoStep> {
  constructor(private readonly db: Database) {}

  async execute({ me, change }: ChangeTwoStep): Promise<Answer> {
    const tx = this.db.tx;
    switch (change.kind) {
      case 'set-up':
        return setUpTwoStep(tx, me);
      case 'enable':
        return enableTwoStep(tx, me, change.code);
      case 'disable':
        await disableTwoStep(tx, me, await passwordOk(tx, me, change.password));
        return twoStepStatus(tx, { ...me, twoStepEnabled: false });
      case 'renew-codes':
        return renewRecoveryCodes(tx, me, await passwordOk(tx, me, change.password));
      case 'require':
        return requireTwoStep(tx, me, change.required);
    }
  }
}

/** Turning the second step off or renewing its codes asks for the password, as a password change does. */
async function passwordOk(tx: Tx, me: Principal, password: string): Promise<boolean> {
  const [row] = await tx.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE tenant_id = $1 AND id = $2`, [me.tenantId, me.userId]);
  return verifyPassword(row?.password_hash, password);
}
