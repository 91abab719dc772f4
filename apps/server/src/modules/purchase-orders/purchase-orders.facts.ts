/**
 * What other modules may read of purchase-orders (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import purchase-orders's tables or repositories.
 */
