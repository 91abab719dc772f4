/**
 * What other modules may read of demo (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import demo's tables or repositories.
 */
