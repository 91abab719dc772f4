/**
 * What other modules may read of users (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import users's tables or repositories.
 */
