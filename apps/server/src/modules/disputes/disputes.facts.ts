/**
 * What other modules may read of disputes (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import disputes's tables or repositories.
 */
