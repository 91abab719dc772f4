/**
 * What other modules may read of transfers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import transfers's tables or repositories.
 */
