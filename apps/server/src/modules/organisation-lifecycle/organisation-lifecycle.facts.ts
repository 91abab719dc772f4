/**
 * What other modules may read of organisation-lifecycle (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import organisation-lifecycle's tables or repositories.
 */
