import {
  fieldErrorsFromIssues,
  LOGO_MAX_BYTES,
  organisationParamsSchema,
  organisationSchema,
  updateOrganisationFieldsSchema,
} from '@backoffice/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { sendStoredFile } from '../../http/stored-file-response.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { FILE_KEY_PATTERN } from '../../lib/file-store.ts';
import { refuseNulIn } from '../../plugins/refuse-nul.ts';
import { organisationIdOf, tenantOf } from '../../plugins/tenant.ts';
import { openLogo, updateOrganisationDetails } from './update-organisation.usecase.ts';

const errors = organisationRouteErrors;

/** Routes about the organisation itself, under /api/organisations/{organisation}. */
export const organisationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      // Reading the upload holds no transaction; the update opens its own once it has the form.
      config: { ability: 'manageSettings', ownTransactions: true },
      schema: {
        tags: ['organisations'],
        description:
          'multipart/form-data (or JSON without a logo): `name` (required), `logo` (PNG, JPEG, WebP or GIF, at most 2 MiB), `remove_logo` ("1" to remove).',
        consumes: ['multipart/form-data', 'application/json'],
        params: organisationParamsSchema,
        response: { 200: z.object({ data: organisationSchema }), ...errors },
      },
    },
    async (request) => {
      const { organisation: current, role } = tenantOf(request);
      const { fields: raw, logo } = await readOrganisationForm(request);
      const parsed = updateOrganisationFieldsSchema.safeParse(raw);
      if (!parsed.success) throw validationFailed(fieldErrorsFromIssues(parsed.error.issues));
      const { organisation } = await updateOrganisationDetails({
        db: ctx.db,
        files: ctx.files,
        organisationId: current.id,
        actorRole: role,
        input: parsed.data,
        logo,
      });
      return { data: organisation };
    },
  );

  app.get(
    '/logo/:key',
    {
      // The file is streamed a chunk per transaction of the store's own.
      config: { ownTransactions: true },
      // Sent as stored, with its length: a gzipped upload must not be taken for a gzip encoding.
      compress: false,
      schema: {
        tags: ['organisations'],
        description:
          "The organisation's logo, for its members (the URL in the organisation's `logo`). 404 for any key but the current logo's.",
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        params: organisationParamsSchema.extend({ key: z.string().regex(FILE_KEY_PATTERN) }),
        response: { 200: z.unknown().meta({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const logo = await openLogo({
        db: ctx.db,
        files: ctx.files,
        organisationId: organisationIdOf(request),
        key: request.params.key,
      });
      if (!logo) throw notFound('This organisation has no such logo.');
      return sendStoredFile(reply, logo, {
        // A new logo gets a new key, so this URL's bytes never change; only members may keep it.
        cacheControl: 'private, max-age=31536000, immutable',
      });
    },
  );
};

async function readOrganisationForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; logo?: { bytes: Buffer; truncated: boolean } }> {
  if (!request.isMultipart()) return { fields: (request.body as Record<string, unknown> | undefined) ?? {} };
  const fields: Record<string, unknown> = {};
  let logo: { bytes: Buffer; truncated: boolean } | undefined;
  // Per-request throwFileSizeLimit is supported at runtime but missing from the plugin's types:
  // a too-large logo should mark the part truncated (a 422 on the field), not abort the request.
  const options = {
    throwFileSizeLimit: false,
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  } as Parameters<FastifyRequest['parts']>[0];
  for await (const part of request.parts(options)) {
    if (part.type === 'field') {
      refuseNulIn({ [part.fieldname]: part.value });
      fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'logo') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      logo = { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
    } else {
      part.file.resume();
    }
  }
  return { fields, logo };
}
