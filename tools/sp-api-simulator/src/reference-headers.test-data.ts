/**
 * The header lines of Amazon's flat-file reports as real files carry them (their sources are in
 * apps/server/src/integrations/amazon/reports/README.md), copied here on their own (not imported
 * from the simulator) so that the tests compare the simulator's documents against them.
 */
export const REFERENCE_HEADERS: Record<string, string> = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL:
    'amazon-order-id\tmerchant-order-id\tpurchase-date\tlast-updated-date\torder-status\tfulfillment-channel\tsales-channel\torder-channel\turl\tship-service-level\tproduct-name\tsku\tasin\titem-status\tquantity\tcurrency\titem-price\titem-tax\tshipping-price\tshipping-tax\tgift-wrap-price\tgift-wrap-tax\titem-promotion-discount\tship-promotion-discount\tship-city\tship-state\tship-postal-code\tship-country\tpromotion-ids\tis-business-order\tpurchase-order-number\tprice-designation',
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA:
    'sku\tfnsku\tasin\tproduct-name\tcondition\tyour-price\tmfn-listing-exists\tmfn-fulfillable-quantity\tafn-listing-exists\tafn-warehouse-quantity\tafn-fulfillable-quantity\tafn-unsellable-quantity\tafn-reserved-quantity\tafn-total-quantity\tper-unit-volume\tafn-inbound-working-quantity\tafn-inbound-shipped-quantity\tafn-inbound-receiving-quantity\tafn-researching-quantity\tafn-reserved-future-supply\tafn-future-supply-buyable',
  GET_LEDGER_DETAIL_VIEW_DATA:
    '"Date"\t"FNSKU"\t"ASIN"\t"MSKU"\t"Title"\t"Event Type"\t"Reference ID"\t"Quantity"\t"Fulfillment Center"\t"Disposition"\t"Reason"\t"Country"\t"Reconciled Quantity"\t"Unreconciled Quantity"\t"Date and Time"',
  GET_FBA_REIMBURSEMENTS_DATA:
    'approval-date\treimbursement-id\tcase-id\tamazon-order-id\treason\tsku\tfnsku\tasin\tproduct-name\tcondition\tcurrency-unit\tamount-per-unit\tamount-total\tquantity-reimbursed-cash\tquantity-reimbursed-inventory\tquantity-reimbursed-total\toriginal-reimbursement-id\toriginal-reimbursement-type',
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA:
    'return-date\torder-id\tsku\tasin\tfnsku\tproduct-name\tquantity\tfulfillment-center-id\tdetailed-disposition\treason\tstatus\tlicense-plate-number\tcustomer-comments',
  GET_FBA_STORAGE_FEE_CHARGES_DATA:
    'asin\tfnsku\tproduct_name\tfulfillment_center\tcountry_code\tlongest_side\tmedian_side\tshortest_side\tmeasurement_units\tweight\tweight_units\titem_volume\tvolume_units\tproduct_size_tier\taverage_quantity_on_hand\taverage_quantity_pending_removal\testimated_total_item_volume\tmonth_of_charge\tstorage_rate\tcurrency\testimated_monthly_storage_fee\tdangerous_goods_storage_type\teligible_for_inventory_discount\tqualifies_for_inventory_discount\ttotal_incentive_fee_amount\tbreakdown_incentive_fee_amount\taverage_quantity_customer_orders',
  // The European file (these tests ask for the UK first); North America's is the product's reader's header.
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA:
    'sku\tfnsku\tasin\tproduct-name\tproduct-group\tbrand\tfulfilled-by\thas-local-inventory\tyour-price\tsales-price\tlongest-side\tmedian-side\tshortest-side\tlength-and-girth\tunit-of-dimension\titem-package-weight\tunit-of-weight\tproduct-size-weight-band\tcurrency\testimated-fee-total\testimated-referral-fee-per-unit\testimated-variable-closing-fee\texpected-domestic-fulfilment-fee-per-unit\texpected-efn-fulfilment-fee-per-unit-uk\texpected-efn-fulfilment-fee-per-unit-de\texpected-efn-fulfilment-fee-per-unit-fr\texpected-efn-fulfilment-fee-per-unit-it\texpected-efn-fulfilment-fee-per-unit-es\texpected-efn-fulfilment-fee-per-unit-se',
  GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT:
    'Country\tProduct Name\tFNSKU\tMerchant SKU\tASIN\tCondition\tSupplier\tSupplier part no.\tCurrency code\tPrice\tSales last 30 days\tUnits Sold Last 30 Days\tTotal Units\tInbound\tAvailable\tFC transfer\tFC Processing\tCustomer Order\tUnfulfillable\tWorking\tShipped\tReceiving\tFulfilled by\tTotal Days of Supply (including units from open shipments)\tDays of Supply at Amazon Fulfillment Network\tAlert\tRecommended replenishment qty\tRecommended ship date\tRecommended action\tUnit storage size',
};
