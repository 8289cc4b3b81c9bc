import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { templateLogo } from '../template-rows';

/** A template's logo image and its content type; a template without one is a 404. */
export class GetTemplateLogo extends Query<{ logo: Buffer; type: string }> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly templateId: string,
  ) {
    super();
  }
}

@QueryHandler(GetTemplateLogo)
export class GetTemplateLogoHandler implements IQueryHandler<GetTemplateLogo> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource, templateId }: GetTemplateLogo): Promise<{ logo: Buffer; type: string }> {
    const found = await templateLogo(this.db.tx, resource, me.tenantId, templateId);
    if (!found) throw notFound();
    return found;
  }
}
