/**
 * What other modules may read of reference (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import reference's tables or repositories.
 */
