/**
 * What other modules may read of events (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import events's tables or repositories.
 */
