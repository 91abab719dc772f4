/**
 * What other modules may read of files (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import files's tables or repositories.
 */
