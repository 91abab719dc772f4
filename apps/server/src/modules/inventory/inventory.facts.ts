/**
 * What other modules may read of inventory (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import inventory's tables or repositories.
 */
