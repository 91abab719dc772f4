import {
  dataOf,
  organisationParamsSchema,
  paginated,
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
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import {
  createSupplier,
  listSuppliersPage,
  removeSupplier,
  setSupplierProducts,
  showSupplier,
  supplierShippingTime,
  updateSupplierDetails,
} from './suppliers.usecases.ts';
import { exportSuppliers, importSuppliers } from './suppliers-csv.usecases.ts';

const errors = organisationRouteErrors;
const tags = ['suppliers'];
const supplierResponse = dataOf(supplierSchema);

/** Suppliers under /api/organisations/{organisation}. */
export const suppliersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/suppliers',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: supplierListQuerySchema,
        response: { 200: paginated(supplierSchema), ...errors },
      },
    },
    async (request) => listSuppliersPage({ ctx, tenant: tenantOf(request), query: request.query }),
  );

  app.post(
    '/suppliers',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        body: supplierRequestSchema,
        response: { 201: supplierResponse, ...errors },
      },
    },
    async (request, reply) => {
      const supplier = await createSupplier({ ctx, tenant: tenantOf(request), input: request.body });
      return reply.code(201).send({ data: supplier });
    },
  );

  registerCsvRoutes(app, {
    ctx,
    resource: 'suppliers',
    listQuery: supplierListQuerySchema,
    exportColumns: 'name, warehouse, shipping_times ("DE:12;EU:20")',
    importColumns: 'name, warehouse, shipping_times ("DE:12;EU:20") (upserts by name)',
    exportRows: exportSuppliers,
    importRows: importSuppliers,
  });

  app.get(
    '/suppliers/:id',
    { schema: { tags, params: supplierParamsSchema, response: { 200: supplierResponse, ...errors } } },
    async (request) => ({
      data: await showSupplier({ db: ctx.db, tenant: tenantOf(request), id: request.params.id }),
    }),
  );

  app.put(
    '/suppliers/:id',
    {
      schema: {
        tags,
        params: supplierParamsSchema,
        body: supplierRequestSchema,
        response: { 200: supplierResponse, ...errors },
      },
    },
    async (request) => ({
      data: await updateSupplierDetails({
        ctx,
        tenant: tenantOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/suppliers/:id',
    { schema: { tags, params: supplierParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeSupplier({ ctx, tenant: tenantOf(request), id: request.params.id });
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
        response: { 200: supplierResponse, ...errors },
      },
    },
    async (request) => ({
      data: await setSupplierProducts({
        ctx,
        tenant: tenantOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
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
    async (request) => ({
      data: await supplierShippingTime({
        ctx,
        tenant: tenantOf(request),
        id: request.params.id,
        countryCode: request.query.country_code,
        regionCode: request.query.region_code,
      }),
    }),
  );
};
