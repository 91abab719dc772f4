/**
 * What other modules may read of imports (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import imports's tables or repositories.
 */

/**
 * The staged rows of an import and what the resources' set-based writes build on (their
 * `*-import.repository.ts`): the rows as `staged`, counting what a statement wrote, a staged value
 * or the stored one, and the lines naming a record deleted since the upload.
 */
export {
  countWritten,
  keptOrStaged,
  type StagedImport,
  stagedLinesWithMissingReference,
  stagedRows,
} from './imports.repository.ts';
