import type { CommandBus } from '@nestjs/cqrs';
import type { ImportColumn, ImportKindSpec } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import type { CellFormats } from './cell-values';
import type { Sheet } from './read-sheet';

/** What one run of a file needs: the principal, the kind, the file and how its columns read. */
export interface ImportRun {
  tx: Tx;
  commands: CommandBus;
  me: Principal;
  spec: ImportKindSpec;
  columns: readonly ImportColumn[];
  sheet: Sheet;
  mapping: Readonly<Record<string, string | null>>;
  formats: CellFormats;
}

/** A stored value as a row's text compares with it: nothing is the empty text. */
export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
