/**
 * What other modules may read of warehouses (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import warehouses's tables or repositories.
 */
