/**
 * What other modules may read of suppliers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import suppliers's tables or repositories.
 */
