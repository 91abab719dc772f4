import { type Control, type FieldValues, useController } from 'react-hook-form';
import { type PickedProduct, ProductPicker } from '../../../components/forms/product-picker.tsx';

interface ProductValues {
  product: PickedProduct | null;
}

/**
 * The "Product" picker of the SKU forms (new SKU, edit SKU, mapping), bound to their `product`
 * field, which the schemas in this folder hold as the picked product (sent as product_id).
 */
export function ProductField<T extends FieldValues & ProductValues, C, R>({
  control,
  organisationUlid,
  id,
  error,
}: {
  control: Control<T, C, R>;
  organisationUlid: string;
  id: string;
  error: string | undefined;
}) {
  // react-hook-form cannot see that a generic form has `product`; T's constraint guarantees it.
  const { field } = useController({ control: control as unknown as Control<ProductValues>, name: 'product' });
  return (
    <ProductPicker
      organisationUlid={organisationUlid}
      id={id}
      label="Product"
      value={field.value ?? null}
      onChange={field.onChange}
      error={error}
    />
  );
}
