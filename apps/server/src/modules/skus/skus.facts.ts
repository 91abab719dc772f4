/**
 * What other modules may read of skus (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import skus's tables or repositories.
 */
