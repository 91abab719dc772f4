/**
 * What other modules may read of mail (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import mail's tables or repositories.
 */
