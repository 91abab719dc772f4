/**
 * What other modules may read of shipments (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import shipments's tables or repositories.
 */
