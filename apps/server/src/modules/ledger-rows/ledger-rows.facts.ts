/**
 * Ledger rows as screens show them (decision 22): each movement with its SKU, its product's name
 * and the user who wrote it. A read model of its own, above the ledger (inventory) and the names
 * (skus, products, users) and below every module that lists movements (stock, transfers), so both
 * build their lists from the one shape.
 */
export { selectMovements } from './movements-with-names.repository.ts';
