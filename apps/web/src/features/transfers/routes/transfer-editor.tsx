import type { ComponentProps } from 'react';
import { TransferForm } from '../components/transfer-form.tsx';
import { useTransferFormOptions } from '../hooks/use-transfer-form-options.ts';

/** The transfer form with the warehouses it offers and its suggestion's fetcher. */
export function TransferEditor(props: Omit<ComponentProps<typeof TransferForm>, 'options'>) {
  const options = useTransferFormOptions(props.organisationUlid);
  return <TransferForm {...props} options={options} />;
}
