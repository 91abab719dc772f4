/**
 * What other modules may read of imports (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import imports's tables or repositories.
 */
