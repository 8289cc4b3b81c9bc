import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { listingRefusal } from '@ginuma/domain';
import { refusedAs } from '../http/validation.pipe';

/** A picker shows this many matches; typing more narrows them. */
export const SEARCH_ROWS = 50;

const SEARCH_REFUSAL = refusedAs(listingRefusal.field('search', { max: 200 }));

export class SearchRequest {
  @ApiPropertyOptional({ description: 'Text the name, code or other searchable fields contain; empty lists the first rows', maxLength: 200 })
  @IsOptional()
  @IsString(SEARCH_REFUSAL)
  @MaxLength(200, SEARCH_REFUSAL)
  search?: string | null;
}

/** The text a checked search asks for, or undefined for none (left out or blank). */
export function searchText(body: SearchRequest): string | undefined {
  return body.search?.trim() || undefined;
}
