/**
 * What other modules may read of store-orders (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import store-orders's tables or repositories.
 */
