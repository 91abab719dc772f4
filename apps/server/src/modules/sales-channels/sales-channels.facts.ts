/**
 * What other modules may read of sales-channels (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import sales-channels's tables or repositories.
 */
