/**
 * What other modules may read of products (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import products's tables or repositories.
 */
