import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrder } from '@backoffice/shared';

const MARGIN = 50;

/**
 * The PO as a PDF to send to the supplier (A4, pdfkit's built-in Helvetica): who orders, ship-to,
 * dates, the lines with unit cost and total, and the totals per currency. Text only, so a
 * supplier's system can read it; the same content as the web app's print view.
 */
export async function renderPurchaseOrderPdf({
  purchaseOrder: po,
  organisationName,
}: {
  purchaseOrder: PurchaseOrder;
  organisationName: string;
}): Promise<Buffer> {
  // Loaded at the first PDF, not at every start (~150 ms of a restart; decision 21).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Purchase order ${po.id}`, Author: organisationName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).font('Helvetica-Bold').text(`Purchase order ${po.id}`);
  doc.moveDown(0.3).fontSize(10).font('Helvetica');
  doc.text(`From: ${organisationName}`);
  doc.text(`To: ${po.supplier.name}`);
  doc.text(`Ship to: ${po.warehouse.name}`);
  if (po.reference) doc.text(`Reference: ${po.reference}`);
  doc.text(`Status: ${PURCHASE_ORDER_STATUS_LABELS[po.status]}`);
  doc.text(`Order date: ${po.order_date}`);
  doc.text(`Expected ready: ${po.expected_ready_date}`);
  doc.text(`Expected arrival: ${po.expected_arrival_date}`);
  doc.moveDown();

  const width = doc.page.width - MARGIN * 2;
  const columns = [
    { title: 'SKU', width: width * 0.42, align: 'left' as const },
    { title: 'Quantity', width: width * 0.14, align: 'right' as const },
    { title: 'Per case', width: width * 0.12, align: 'right' as const },
    { title: 'Unit cost', width: width * 0.15, align: 'right' as const },
    { title: 'Total', width: width * 0.17, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN * 2) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x, top, { width: column.width - 6, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const line of po.lines ?? [])
    row([
      line.sku.display_name,
      String(line.quantity),
      line.quantity_in_case ? String(line.quantity_in_case) : '',
      `${line.unit_cost} ${line.currency}`,
      `${line.total} ${line.currency}`,
    ]);
  doc.moveDown();
  doc.font('Helvetica-Bold');
  for (const total of po.totals) doc.text(`Total: ${total.amount} ${total.currency}`, { align: 'right' });
  if (po.notes) {
    doc.moveDown().font('Helvetica-Bold').text('Notes');
    doc.font('Helvetica').text(po.notes);
  }
  doc.end();
  return done;
}
