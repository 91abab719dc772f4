/**
 * What other modules may read of fulfillment-centers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import fulfillment-centers's tables or repositories.
 */
