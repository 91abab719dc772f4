/**
 * What other modules may read of forecasts (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import forecasts's tables or repositories.
 */
