/**
 * What other modules may read of auth (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import auth's tables or repositories.
 */
