import { ApiPropertyOptional } from '@nestjs/swagger';
import { listingRefusal } from '@ginuma/domain';
import { invalid } from '../http/app-errors';

/** A picker shows this many matches; typing more narrows them. */
export const SEARCH_ROWS = 50;

export class SearchRequest {
  @ApiPropertyOptional({ description: 'Text the name, code or other searchable fields contain; empty lists the first rows', maxLength: 200 })
  search?: string;
}

/** The text of a search body (`{ search }`), or undefined for none; anything else is a 422. */
export function searchText(body: unknown): string | undefined {
  const given = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).search : undefined;
  if (given !== undefined && given !== null && (typeof given !== 'string' || given.length > 200)) {
    throw invalid('search', listingRefusal.field('search', { max: 200 }));
  }
  return typeof given === 'string' && given.trim() ? given.trim() : undefined;
}
