import {
  createDisputeRequestSchema,
  dataOf,
  disputeCandidateQuerySchema,
  disputeCandidateSchema,
  disputeListQuerySchema,
  disputeParamsSchema,
  disputeSchema,
  disputeTotalsSchema,
  organisationParamsSchema,
  paginated,
  reimburseDisputeRequestSchema,
  submitDisputeRequestSchema,
  updateDisputeRequestSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noBody, registerRecordActions } from '../../http/record-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { signedIn } from '../../plugins/session.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import {
  closeDispute,
  disputeTotalsOf,
  listDisputeCandidates,
  listDisputes,
  openDispute,
  reimburseDispute,
  rejectDispute,
  showDispute,
  submitDispute,
  updateDisputeDetails,
} from './disputes.usecases.ts';

const tags = ['disputes'];
const disputeData = dataOf(disputeSchema);

/** Disputes under /api/organisations/{organisation}. */
export const disputesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/disputes',
    {
      schema: {
        tags,
        description:
          'Disputes. Filters: status, kind, needs_action=true (the `disputes` count), transfer_id, search (title or case id).',
        params: organisationParamsSchema,
        querystring: disputeListQuerySchema,
        response: { 200: paginated(disputeSchema), ...errors },
      },
    },
    async (request) =>
      (
        await listDisputes({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );

  app.get(
    '/disputes/totals',
    {
      schema: {
        tags,
        description:
          'Open disputes, the amount at stake and the amount recovered this year, per currency, and what the detectors found that can still be claimed (count and amounts per currency).',
        params: organisationParamsSchema,
        response: { 200: dataOf(disputeTotalsSchema), ...errors },
      },
    },
    async (request) => ({
      data: (await disputeTotalsOf({ db: dbOf(request), organisationId: organisationIdOf(request) })).totals,
    }),
  );

  app.get(
    '/disputes/candidates',
    {
      schema: {
        tags,
        description:
          'What the detectors find and no dispute was opened for, while its claim window is open (a finding past its deadline is not offered): closed transfers received short, ledger losses not reimbursed, refunds never returned, reimbursements below cost. Largest amount first, paginated. Filter: transfer_id (one transfer’s findings).',
        params: organisationParamsSchema,
        querystring: disputeCandidateQuerySchema,
        response: { 200: paginated(disputeCandidateSchema), ...errors },
      },
    },
    async (request) =>
      (
        await listDisputeCandidates({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );

  app.post(
    '/disputes',
    {
      schema: {
        tags,
        description: "Opens a dispute from a candidate's key (422 when no candidate has it).",
        params: organisationParamsSchema,
        body: createDisputeRequestSchema,
        response: { 201: disputeData, ...errors },
      },
    },
    async (request, reply) => {
      const { dispute } = await openDispute({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        userId: signedIn(request).user.id,
        input: request.body,
      });
      return reply.code(201).send({ data: dispute });
    },
  );

  app.get(
    '/disputes/:id',
    { schema: { tags, params: disputeParamsSchema, response: { 200: disputeData, ...errors } } },
    async (request) => ({
      data: (
        await showDispute({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          id: request.params.id,
        })
      ).dispute,
    }),
  );

  app.put(
    '/disputes/:id',
    {
      schema: {
        tags,
        description: 'Changes the note, the case id or the amount claimed.',
        params: disputeParamsSchema,
        body: updateDisputeRequestSchema,
        response: { 200: disputeData, ...errors },
      },
    },
    async (request) => ({
      data: (
        await updateDisputeDetails({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          id: request.params.id,
          input: request.body,
        })
      ).dispute,
    }),
  );

  const action = registerRecordActions(app, {
    resource: 'disputes',
    params: disputeParamsSchema,
    record: disputeSchema,
    pick: ({ dispute }: { dispute: z.output<typeof disputeSchema> }) => dispute,
  });
  action(
    'submit',
    'Submitted to the marketplace under its case id (OPEN → SUBMITTED).',
    submitDisputeRequestSchema,
    submitDispute,
  );
  action(
    'reimburse',
    'Records a reimbursement, added to earlier ones: REIMBURSED once the claim is covered, else PARTIALLY_REIMBURSED.',
    reimburseDisputeRequestSchema,
    reimburseDispute,
  );
  action('reject', 'The marketplace refused the claim.', noBody, rejectDispute);
  action('close', 'Ends the dispute without (further) reimbursement.', noBody, closeDispute);
};
