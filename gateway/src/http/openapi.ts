import { STAFF_SESSION_COOKIE } from '@bytecraft/contracts/staff-auth';
import { Body, Query } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ApiBody,
  ApiCookieAuth,
  ApiConsumes,
  ApiOperation,
  ApiQuery,
  ApiTags,
  DocumentBuilder,
  SwaggerModule,
  type SchemaObject,
} from '@nestjs/swagger';
import { z } from 'zod';
import { SchemaBodyPipe } from './schema-body.pipe';

/** A shared zod schema as OpenAPI says it: the docs describe exactly what the pipe checks. */
export const openApiSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as SchemaObject;

const methodOf = (target: object, key: string | symbol | undefined) => {
  const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
  return [target, key!, descriptor] as const;
};

/** The body, validated with a shared schema and documented from the same schema. */
export const SchemaBody =
  (schema: z.core.$ZodType): ParameterDecorator =>
  (target, key, index) => {
    Body(new SchemaBodyPipe(schema))(target, key, index);
    ApiBody({ schema: openApiSchema(schema) })(...methodOf(target, key));
  };

/** The query string, validated with a shared schema and documented field by field. */
export const SchemaQuery =
  (schema: z.core.$ZodObject): ParameterDecorator =>
  (target, key, index) => {
    Query(new SchemaBodyPipe(schema))(target, key, index);
    const { properties = {}, required = [] } = openApiSchema(schema);
    for (const [name, property] of Object.entries(properties)) {
      ApiQuery({ name, required: required.includes(name), schema: property as SchemaObject })(
        ...methodOf(target, key),
      );
    }
  };

/** A multipart form: the schema's fields, and the resume file beside them. */
export const MultipartBody = ({
  schema,
  resumeRequired,
}: {
  schema: z.core.$ZodType;
  resumeRequired: boolean;
}): MethodDecorator => {
  const fields = openApiSchema(schema);
  return (target, key, descriptor) => {
    ApiConsumes('multipart/form-data')(target, key, descriptor);
    ApiBody({
      schema: {
        ...fields,
        properties: { ...fields.properties, resume: { type: 'string', format: 'binary' } },
        required: [...(fields.required ?? []), ...(resumeRequired ? ['resume'] : [])],
      },
    })(target, key, descriptor);
  };
};

/** Documents a controller as staff-only: signed in with the session cookie. */
export const StaffOnlyDocs = () => ApiCookieAuth(STAFF_SESSION_COOKIE);

/**
 * Documents a controller's routes under `name` whatever the class is called: its tag, and each
 * route's operation id `<name>_<method>`, which clients generated from the document key on.
 */
export const ApiName =
  (name: string): ClassDecorator =>
  (target) => {
    ApiTags(name)(target);
    const prototype = target.prototype as Record<string, object>;
    const routes = Object.getOwnPropertyNames(prototype).filter(
      (key) => key !== 'constructor' && Reflect.hasMetadata(PATH_METADATA, prototype[key]),
    );
    for (const key of routes) {
      // ApiOperation's default summary is an empty one, which the document would then carry.
      const operation = { operationId: `${name}_${key}`, summary: undefined };
      ApiOperation(operation)(...methodOf(prototype, key));
    }
  };

/**
 * OpenAPI 3 of the whole surface at /api/docs (JSON at /api/docs-json), generated from the
 * controllers and the shared schemas; staff routes sign in with the session cookie.
 */
export function useOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Bytecraft Technologies API')
      .setDescription(
        'Public submissions and the staff console. Errors always have the shape { code, message, validationErrors? }.',
      )
      .setVersion('1')
      // The scheme's name is the one StaffOnlyDocs refers to.
      .addCookieAuth(STAFF_SESSION_COOKIE, undefined, STAFF_SESSION_COOKIE)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
