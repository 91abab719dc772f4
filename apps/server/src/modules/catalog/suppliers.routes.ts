import {
  dataOf,
  SUPPLIER_CSV_COLUMNS,
  shippingTimeLookupQuerySchema,
  shippingTimeLookupSchema,
  supplierListQuerySchema,
  supplierParamsSchema,
  supplierProductsRequestSchema,
  supplierRequestSchema,
  supplierSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { registerCsvRoutes } from '../../http/csv-routes.ts';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { listSuppliersPage, supplierShippingTime } from '../suppliers/suppliers.usecases.ts';
import { exportSuppliers, importSuppliers } from '../suppliers/suppliers-csv.usecases.ts';
import {
  createAndShowSupplier,
  removeSupplier,
  setSupplierProducts,
  showSupplier,
  updateAndShowSupplier,
} from './supplier-pages.usecases.ts';

const tags = ['suppliers'];

/**
 * Suppliers under /api/organisations/{organisation}. Here rather than in suppliers: a supplier is
 * shown with the products it supplies, and products sit above suppliers (decision 22).
 */
export const suppliersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRecordRoutes(app, {
    resource: 'suppliers',
    listQuery: supplierListQuerySchema,
    params: supplierParamsSchema,
    body: supplierRequestSchema,
    record: supplierSchema,
    list: listSuppliersPage,
    create: async ({ db, organisationId, input }) =>
      (await createAndShowSupplier({ db, organisationId, input })).supplier,
    show: async ({ db, organisationId, id }) => (await showSupplier({ db, organisationId, id })).supplier,
    update: async ({ db, organisationId, id, input }) =>
      (await updateAndShowSupplier({ db, organisationId, id, input })).supplier,
  });

  registerCsvRoutes(app, {
    resource: 'suppliers',
    listQuery: supplierListQuerySchema,
    columns: SUPPLIER_CSV_COLUMNS,
    notes: 'shipping_times are written "DE:12;EU:20".',
    exportRows: exportSuppliers,
    importRows: importSuppliers,
    database: ctx.db,
    jobs: ctx.jobs,
  });

  app.delete(
    '/suppliers/:id',
    { schema: { tags, params: supplierParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeSupplier({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/suppliers/:id/products',
    {
      schema: {
        tags,
        params: supplierParamsSchema,
        body: supplierProductsRequestSchema,
        response: { 200: dataOf(supplierSchema), ...errors },
      },
    },
    async (request) => {
      const { supplier } = await setSupplierProducts({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
        input: request.body,
      });
      return { data: supplier };
    },
  );

  app.get(
    '/suppliers/:id/shipping-time',
    {
      schema: {
        tags,
        description:
          "The supplier's shipping time to a destination: by country_code, then region_code, else 0 days with code N/A.",
        params: supplierParamsSchema,
        querystring: shippingTimeLookupQuerySchema,
        response: { 200: dataOf(shippingTimeLookupSchema), ...errors },
      },
    },
    async (request) => {
      const { shippingTime } = await supplierShippingTime({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
        countryCode: request.query.country_code,
        regionCode: request.query.region_code,
      });
      return { data: shippingTime };
    },
  );
};
