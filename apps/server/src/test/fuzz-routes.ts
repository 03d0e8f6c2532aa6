import { errorResponseSchema } from '@oece/contracts';
import { EXAM_TYPES, PRACTICE_SIZES } from '@oece/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { queryRows } from '../db/client';
import { createMember, login, TEST_ADMIN, type TestApp } from './test-app';

/**
 * Hostile input for every API route, shared by the fuzz test (a few dozen cases per route in
 * `npm test`) and bench/fuzz.ts (thousands). Routes come from the app's own OpenAPI document,
 * so a new route is fuzzed without anyone listing it. The property: no 5xx, every error in the
 * `{ success: false, code, message }` shape, and nothing written by a refused request.
 */

/** The subset of JSON Schema that the OpenAPI document of the zod contracts uses. */
interface JsonSchema {
  type?: string;
  enum?: readonly unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzRoute {
  /** 'PATCH /api/exams/{code}', as the OpenAPI document names it. */
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: Record<string, JsonSchema>;
  /** Query parameters as one object schema; undefined when the route reads no query. */
  query?: JsonSchema;
  body?: JsonSchema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every API route of the app, from its OpenAPI document. */
export async function apiRoutes(app: TestApp['app']): Promise<FuzzRoute[]> {
  await app.ready();
  const paths = (app.swagger().paths ?? {}) as Record<string, Record<string, OpenApiOperation>>;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => {
        const operation = item[method]!;
        const parameters = operation.parameters ?? [];
        const schemaOf = (where: string) =>
          Object.fromEntries(
            parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}] as const),
          );
        const query = schemaOf('query');
        return {
          label: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as FuzzRoute['method'],
          path,
          params: schemaOf('path'),
          query: Object.keys(query).length
            ? {
                type: 'object',
                properties: query,
                required: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
              }
            : undefined,
          body: operation.requestBody?.content?.['application/json']?.schema,
        };
      }),
    );
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Any UTF-16 code unit, NUL and both halves of a surrogate pair included. */
const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

const NASTY_TEXT = [
  '\0',
  'a\0b',
  '\uD800',
  '\uDBFF',
  'x\uDC00',
  '\uDFFF',
  '\u202E',
  '\u202Dabc\u202C',
  '\u2066',
  '\u2069',
  '\u200B',
  '\u200C\u200D',
  '\u2060',
  '\uFEFF',
  '\u0007',
  '\u001B[2J',
  '\r\n',
  '\t',
  '\u00A0',
  '\u3164',
  'e\u0301',
  '😀',
  '👩‍👩‍👧‍👦',
  '𝔘𝔫𝔦',
  '﷽',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '%_%',
  '\\%',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '$1',
  '::text',
  '/*',
  '../',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0x7fffffff',
  'null',
  'true',
  '[]',
  '{}',
  ' ',
  '',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 4 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.string({ maxLength: 6 }), utf16Unit), {
        maxLength: 8,
      })
      .map((pieces) => pieces.join('')),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: utf16Unit, maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  // Past every max length, and past the 256 KiB body limit.
  {
    arbitrary: fc
      .tuple(fc.constantFrom(101, 5_000, 70_000, 300_000), fc.constantFrom('a', 'ñ', '\0', '😀', '%'))
      .map(([length, text]) => text.repeat(length)),
    weight: 1,
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2 ** 31 - 1,
    2 ** 31,
    2 ** 31 + 1,
    -(2 ** 31),
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -1,
    0,
    0.5,
    -0.5,
    1.0000001,
    1e21,
    1e308,
    -1e308,
    5e-324,
    3651,
  ),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', '\0', '\uD800', 'toString'),
  fc.string({ maxLength: 8 }),
);

const { hostileValue } = fc.letrec<{ hostileValue: unknown }>((tie) => ({
  hostileValue: fc.oneof(
    { depthSize: 'small' },
    { arbitrary: hostileString, weight: 5 },
    { arbitrary: hostileNumber, weight: 4 },
    { arbitrary: fc.constantFrom(null, true, false), weight: 2 },
    { arbitrary: fc.array(tie('hostileValue'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(hostileKey, tie('hostileValue'), { maxKeys: 4 }), weight: 1 },
    // Nesting for validators that recurse; deeper in RAW_BODIES, as text.
    {
      arbitrary: fc.integer({ min: 20, max: 200 }).map((depth) => {
        let value: unknown = { a: 1 };
        for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
        return value;
      }),
      weight: 1,
    },
  ),
}));

/** Percent-encoded path or query pieces that no well-behaved client sends. */
const RAW_ENCODED = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%E0%A4%A',
  '%F4%90%80%80',
  '%FF',
  '%',
  '%zz',
  '%2F',
  '%2e%2e',
  '..',
  '%25',
  '%E2%80%AE',
  '%EF%BB%BF',
];

/**
 * Percent-encodes text for a URL. encodeURIComponent throws on an unpaired surrogate: send it
 * as the three bytes a careless encoder would (invalid UTF-8, which is the point).
 */
function encodeUrlText(text: string): string {
  return [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(char);
    })
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Shapes from the route's schemas

/** Values that name real things in the database (an exam code, a user id), by field name. */
export type KnownValues = Record<string, readonly unknown[]>;

function validValue(schema: JsonSchema, name: string | undefined, known: KnownValues): fc.Arbitrary<unknown> {
  let value: fc.Arbitrary<unknown>;
  if (schema.enum) value = fc.constantFrom(...schema.enum);
  else if (schema.anyOf || schema.oneOf)
    value = fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((option) => validValue(option, name, known)));
  else if (schema.type === 'string') {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 40, 40);
    value = schema.pattern
      ? fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity))
      : fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
  } else if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.minimum ?? -1_000;
    const max = schema.maximum ?? 1_000;
    // Mostly small values: they are the ids and counts that exist.
    value = fc.oneof(fc.integer({ min, max: Math.min(max, min + 30) }), fc.integer({ min, max }));
  } else if (schema.type === 'boolean') value = fc.boolean();
  else if (schema.type === 'array') {
    value = fc.array(validValue(schema.items ?? {}, name, known), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
    });
  } else if (schema.type === 'object' || schema.properties) value = validObject(schema, known);
  else value = fc.oneof(fc.integer({ min: -5, max: 20 }), fc.string({ maxLength: 6 }), fc.constant(null));

  const names = name ? known[name] : undefined;
  if (names?.length) {
    // Read at generation time: the list is refreshed while the run goes on.
    const named = fc.nat({ max: names.length - 1 }).map((index) => names[index % names.length]);
    value = fc.oneof({ arbitrary: named, weight: 3 }, { arbitrary: value, weight: 1 });
  }
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function validObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, validValue(value, key, known)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
}

/** A value that passes its schema but for one spot: one field, one item, one missing key. */
function almostValid(
  schema: JsonSchema,
  name: string | undefined,
  known: KnownValues,
): fc.Arbitrary<unknown> {
  if (schema.properties && Object.keys(schema.properties).length) {
    const whole = validObject(schema, known);
    const options = Object.entries(schema.properties).flatMap(([key, property]) => [
      {
        arbitrary: fc
          .tuple(whole, almostValid(property, key, known))
          .map(([object, bad]) => ({ ...object, [key]: bad })),
        weight: 4,
      },
      {
        arbitrary: whole.map((object) =>
          Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)),
        ),
        weight: 1,
      },
    ]);
    options.push({
      arbitrary: fc
        .tuple(whole, hostileKey, hostileValue)
        .map(([object, key, bad]) => ({ ...object, [key]: bad })),
      weight: 1,
    });
    return fc.oneof(...options);
  }
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    const options = [
      fc
        .tuple(
          fc.array(validValue(items, name, known), { maxLength: 4 }),
          almostValid(items, name, known),
          fc.nat(),
        )
        .map(([list, bad, at]) => list.toSpliced(at % (list.length + 1), 0, bad)),
    ];
    if (schema.maxItems !== undefined && schema.maxItems <= 1_000) {
      const over = schema.maxItems + 1;
      options.push(fc.array(validValue(items, name, known), { minLength: over, maxLength: over }));
    }
    return fc.oneof(...options);
  }
  return hostileFor(schema, name, known);
}

/** What the database refuses or mangles, slipped into text that is otherwise fine. */
const POISON = fc.constantFrom('\0', '\0', '\uD800', '\uDFFF', '\uDBFF', '\u202E', '\u200B', '\u0007');

/** A bad value for one field, most often of the right type and just over the line. */
function hostileFor(schema: JsonSchema, name: string | undefined, known: KnownValues): fc.Arbitrary<unknown> {
  const valid = validValue({ ...schema, nullable: false }, name, known);
  let nearMiss: fc.Arbitrary<unknown>;
  if (schema.type === 'string' || schema.enum) {
    nearMiss = fc.oneof(
      fc.tuple(valid, POISON, fc.nat()).map(([value, poison, at]) => {
        const text = String(value);
        const cut = at % (text.length + 1);
        return text.slice(0, cut) + poison + text.slice(cut);
      }),
      valid.map((value) => ` ${String(value).toLowerCase()} `),
      hostileString,
    );
  } else if (schema.type === 'integer' || schema.type === 'number') {
    nearMiss = fc.oneof(
      fc.constantFrom(2 ** 31, 2 ** 31 + 7, 2 ** 32, 2 ** 53, -(2 ** 31) - 1, 0, -1, 1.5, 1e308),
      fc.constantFrom(
        ...[schema.minimum ?? 0, schema.maximum ?? 0].flatMap((edge) => [edge - 1, edge + 1, edge + 0.5]),
      ),
      valid.map(String),
      hostileNumber,
    );
  } else nearMiss = hostileValue;
  return fc.oneof({ arbitrary: nearMiss, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Who sends a case: nobody logged in, a member, an administrator, or a made-up token. */
export const CALLER_KINDS = ['visitor', 'member', 'admin', 'forged'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** Authorization headers that name no session: text a header may carry, but no token. */
const FORGED_TOKENS = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer  x',
    'null',
    'undefined',
    'Basic YWRtaW46YWRtaW4=',
    'ñ',
    'x'.repeat(20_000),
  ),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 80,
  }),
);

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string; contentType?: string; contentEncoding?: string };

export interface FuzzRequest {
  caller: CallerKind;
  /** The Authorization header of a 'forged' caller. */
  forgedToken: string;
  remoteAddress: string;
  /** Already percent-encoded. */
  url: string;
  body: Body;
}

const RAW_BODIES = fc.record({
  kind: fc.constant('raw' as const),
  payload: fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"texto"',
      '1e999',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      'no es json',
      '\0',
      '{"a":1}{"b":2}',
      '\uFEFF{}',
    ),
    hostileString,
    fc.integer({ min: 1_000, max: 100_000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`),
  ),
  contentType: fc.option(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      '',
    ),
    { nil: undefined },
  ),
  // A compressed request body is inflated by @fastify/compress before parsing.
  contentEncoding: fc.option(fc.constantFrom('gzip', 'br', 'deflate', 'zstd', 'identity', 'gzip, gzip'), {
    nil: undefined,
    freq: 3,
  }),
});

/** Valid and hostile variants of one part of a request (its body, path parameters or query). */
interface RequestPart<T> {
  valid: fc.Arbitrary<T>;
  hostile: fc.Arbitrary<T>;
}

function bodyPart(route: FuzzRoute, known: KnownValues): RequestPart<Body> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ kind: 'json' as const, value: v }));
  const none = fc.constant({ kind: 'none' as const });
  if (!route.body) {
    return { valid: none, hostile: fc.oneof(json(hostileValue), RAW_BODIES) };
  }
  return {
    valid: json(validValue(route.body, undefined, known)),
    hostile: fc.oneof(
      { arbitrary: json(almostValid(route.body, undefined, known)), weight: 6 },
      { arbitrary: json(hostileValue), weight: 2 },
      { arbitrary: none, weight: 1 },
      { arbitrary: RAW_BODIES, weight: 1 },
    ),
  };
}

function paramsPart(route: FuzzRoute, known: KnownValues): RequestPart<Record<string, string>> {
  const params = Object.entries(route.params);
  const valid = (schema: JsonSchema, name: string) =>
    validValue(schema, `path:${name}`, known).map((value) => encodeUrlText(String(value)));
  return {
    valid: fc.record(Object.fromEntries(params.map(([name, schema]) => [name, valid(schema, name)]))),
    hostile: fc.record(
      Object.fromEntries(
        params.map(([name, schema]) => [
          name,
          fc.oneof(
            {
              arbitrary: hostileFor(schema, `path:${name}`, known).map((v) => encodeUrlText(queryText(v))),
              weight: 3,
            },
            { arbitrary: fc.constantFrom(...RAW_ENCODED), weight: 1 },
            { arbitrary: valid(schema, name), weight: 1 },
          ),
        ]),
      ),
    ),
  };
}

function queryText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function queryPart(route: FuzzRoute, known: KnownValues): RequestPart<string> {
  const encode = (object: unknown) => {
    if (object === null || typeof object !== 'object' || Array.isArray(object)) {
      return `?${encodeUrlText(queryText(object))}`;
    }
    const pairs = Object.entries(object).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeUrlText(key)}=${encodeUrlText(queryText(item))}`,
      ),
    );
    return pairs.length ? `?${pairs.join('&')}` : '';
  };
  const raw = fc
    .array(
      fc.tuple(
        fc.constantFrom(...Object.keys(route.query?.properties ?? { q: {} })),
        fc.constantFrom(...RAW_ENCODED),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`);
  const stray = fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }).map(encode);
  if (!route.query) return { valid: fc.constant(''), hostile: fc.oneof(stray, raw) };
  return {
    valid: validObject(route.query, known).map(encode),
    hostile: fc.oneof(
      { arbitrary: almostValid(route.query, undefined, known).map(encode), weight: 5 },
      { arbitrary: stray, weight: 1 },
      { arbitrary: raw, weight: 1 },
    ),
  };
}

function shorten(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > 60 ? `${value.slice(0, 40)}…(${value.length} caracteres)` : value;
  }
  if (Array.isArray(value)) {
    return value.length > 10
      ? [...value.slice(0, 10).map(shorten), `…(${value.length})`]
      : value.map(shorten);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
  }
  return value;
}

/** One request, printable in a failure report without a 300,000-character string. */
function describeRequest(route: FuzzRoute, request: FuzzRequest): string {
  const body =
    request.body.kind === 'json'
      ? JSON.stringify(shorten(request.body.value))
      : request.body.kind === 'raw'
        ? `raw ${JSON.stringify([request.body.contentType, request.body.contentEncoding])} ${JSON.stringify(shorten(request.body.payload))}`
        : 'no body';
  const caller =
    request.caller === 'forged' ? `token ${JSON.stringify(shorten(request.forgedToken))}` : request.caller;
  return `${caller} ${route.method} ${shorten(request.url) as string} from ${request.remoteAddress}: ${body}`;
}

/**
 * Mostly one hostile part in an otherwise valid request, so validation passes partly and the
 * hostile value reaches as far as it can; some requests all valid, some hostile throughout.
 */
export function requestArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const parts = {
    params: paramsPart(route, known),
    query: queryPart(route, known),
    body: bodyPart(route, known),
  };
  type Part = keyof typeof parts;
  const request = (hostile: Part[]) =>
    fc
      .record({
        caller: fc.constantFrom(...CALLER_KINDS),
        forgedToken: FORGED_TOKENS,
        // Spread over addresses, so per-address limits do not answer every case with a 429.
        remoteAddress: fc.oneof(fc.constant('127.0.0.1'), fc.ipV4()),
        params: hostile.includes('params') ? parts.params.hostile : parts.params.valid,
        query: hostile.includes('query') ? parts.query.hostile : parts.query.valid,
        body: hostile.includes('body') ? parts.body.hostile : parts.body.valid,
      })
      .map(({ params, query, ...rest }) => {
        const built: FuzzRequest = {
          ...rest,
          url: route.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? '') + query,
        };
        // fast-check prints a counterexample with this instead of its full, possibly huge, text.
        return Object.assign(built, { [fc.toStringMethod]: () => describeRequest(route, built) });
      });
  const single: Part[] = [
    ...(Object.keys(route.params).length ? (['params'] as const) : []),
    ...(route.query || route.method === 'GET' ? (['query'] as const) : []),
    'body',
  ];
  return fc.oneof(
    { arbitrary: request([]), weight: 2 },
    ...single.map((part) => ({
      arbitrary: request([part]),
      weight: Math.max(1, Math.round(6 / single.length)),
    })),
    { arbitrary: request(['params', 'query', 'body']), weight: 2 },
  );
}

// ---------------------------------------------------------------------------------------------
// The property

/**
 * Tables written by design when a request is refused: failed logins and rate-limit counters
 * (the throttles need them), and the health probe's write.
 */
const WRITTEN_ON_REFUSAL = new Set(['login_failures', 'rate_limit_hits', 'health_checks']);

interface Account {
  id: number;
  username: string;
  password: string;
  passwordHash: string;
  token: string;
}

export interface FuzzContext {
  t: TestApp;
  /** Live lists: fixtures that a case used up (a finished exam) are replaced in place. */
  known: Record<string, unknown[]>;
  accounts: Record<'member' | 'admin', Account>;
  /** A 401 to an account: its session may have ended. */
  sessionsInDoubt: boolean;
  /** An accepted write may have ended a session, changed a password or plan, finished an exam. */
  fixturesInDoubt: boolean;
  /** Rows and row versions of every table, from before the case under test. */
  fingerprint?: string;
  /** The next transaction id then: unchanged, nothing can have been written since. */
  nextXid?: string;
  fingerprintQuery: ReturnType<typeof sql.raw>;
}

/** Question ids of each fixture exam that the fuzz answers. */
const KNOWN_QUESTIONS = 10;

async function injectOk(t: TestApp, options: InjectOptions) {
  const res = await t.app.inject(options);
  if (res.statusCode >= 400)
    throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function passwordHashOf(t: TestApp, id: number): Promise<string> {
  const [row] = await queryRows<{ hash: string }>(
    t.db,
    sql`select password_hash as hash from users where id = ${id}`,
  );
  return row!.hash;
}

let visitorStarts = 0;

/** Starts an exam and returns its code and the ids of its first questions. */
async function startExam(t: TestApp, token: string | undefined, type: string) {
  const headers = token ? { authorization: token } : {};
  // Visitor starts are limited per address: each fixture exam comes from an address of its own.
  visitorStarts += 1;
  const remoteAddress = `10.${(visitorStarts >> 16) & 255}.${(visitorStarts >> 8) & 255}.${visitorStarts & 255}`;
  const { examCode } = await injectOk(t, {
    method: 'POST',
    url: '/api/exams',
    headers,
    remoteAddress,
    payload: { type },
  });
  const { exam } = await injectOk(t, { method: 'GET', url: `/api/exams/${examCode}`, headers });
  const questionIds: number[] = exam.questions.slice(0, KNOWN_QUESTIONS).map((q: { id: number }) => q.id);
  return { code: examCode as string, questionIds };
}

/**
 * An administrator, a PREMIUM member, a second member whose name the fuzz may log in with, a
 * member's exam, a visitor's exam and an access code: real targets for ids and codes, so that
 * cases get past "not found" into the code that writes.
 */
export async function createFuzzContext(t: TestApp): Promise<FuzzContext> {
  const adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  const member = await createMember(t, adminToken, { username: 'fuzz.member', membershipLevel: 'PREMIUM' });
  const target = await createMember(t, adminToken, { username: 'fuzz.target', membershipLevel: 'BASIC' });
  const memberExam = await startExam(t, member.token, 'COMPLETE');
  const visitorExam = await startExam(t, undefined, 'PUBLIC_RAPID');
  const { accessCode } = await injectOk(t, {
    method: 'POST',
    url: '/api/access-codes',
    headers: { authorization: adminToken },
    payload: { note: 'fuzz' },
  });
  const adminId: number = (
    await injectOk(t, { method: 'GET', url: '/api/users/me', headers: { authorization: adminToken } })
  ).id;
  // A live link to set the target's password (no mail server: the link comes in the answer).
  const { link } = await injectOk(t, {
    method: 'POST',
    url: `/api/users/${target.id}/credentials`,
    headers: { authorization: adminToken },
  });

  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // xmin changes with every insert and update of a row: count and sum see any write.
  const fingerprintQuery = sql.raw(
    tables
      .filter(({ name }) => !WRITTEN_ON_REFUSAL.has(name))
      .map(
        ({ name }) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as state from "${name}"`,
      )
      .join(' union all '),
  );

  return {
    t,
    known: {
      'path:code': [memberExam.code, visitorExam.code],
      'path:id': [accessCode.id],
      code: [accessCode.code, accessCode.code.toLowerCase().replaceAll('-', ' ')],
      userId: [member.id, target.id],
      questionId: [...memberExam.questionIds, ...visitorExam.questionIds],
      type: [...EXAM_TYPES, 'complete', ' rapid '],
      username: ['fuzz.target', ' FUZZ.TARGET ', TEST_ADMIN.username],
      password: ['clave-segura', TEST_ADMIN.password],
      currentPassword: ['clave-segura', TEST_ADMIN.password],
      newPassword: ['clave-nueva-123', 'una-clave-de-admin'],
      login: ['fuzz.target', ' FUZZ.TARGET ', 'nadie@correo.pe'],
      token: [new URL(link).hash.slice(1)],
      firstName: ['Ana', 'María José', ''],
      lastName: ['de la Cruz', 'Ñuñez', ''],
      note: ['Aula 3, turno tarde', ''],
      questionsPerCategory: [...PRACTICE_SIZES],
      search: ['fuzz', 'FUZZ', '%', '_', 'á'],
    },
    accounts: {
      admin: {
        id: adminId,
        username: TEST_ADMIN.username,
        password: TEST_ADMIN.password,
        passwordHash: await passwordHashOf(t, adminId),
        token: adminToken,
      },
      member: {
        id: member.id,
        username: 'fuzz.member',
        password: 'clave-segura',
        passwordHash: await passwordHashOf(t, member.id),
        token: member.token,
      },
    },
    sessionsInDoubt: false,
    fixturesInDoubt: false,
    fingerprintQuery,
  };
}

async function fingerprint(context: FuzzContext): Promise<string> {
  const rows = await queryRows<{ name: string; state: string }>(context.t.db, context.fingerprintQuery);
  return rows.map((row) => `${row.name}=${row.state}`).join(' ');
}

/**
 * A write takes a transaction id and a read does not: while this stays the same, no table can
 * have changed, and the full fingerprint (a scan of every table) is not needed. Other databases
 * of the same PostgreSQL server move it too; then the fingerprint decides.
 */
async function nextXid(context: FuzzContext): Promise<string> {
  const [row] = await queryRows<{ xid: string }>(
    context.t.db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  );
  return row!.xid;
}

/**
 * Gives the fixtures back what accepted cases took: the accounts' passwords (an administrator
 * may change them, their own included) and sessions, the member's PREMIUM plan, and running
 * exams in place of finished ones.
 */
/**
 * Logs the accounts back in where a case ended their session or changed their password. When the
 * clock had to move, the sessions checked before are pinged again: a session's first request after
 * a minute writes when it was seen, and a refused case must find nothing to write.
 */
async function restoreSessions(context: FuzzContext) {
  const { t, accounts } = context;
  const started = t.clock.now().getTime();
  for (const account of Object.values(accounts)) {
    const ping = await t.app.inject({
      url: '/api/auth/ping-session',
      headers: { authorization: account.token },
    });
    if (ping.statusCode === 200) continue;
    await t.db.execute(
      sql`update users set password_hash = ${account.passwordHash} where id = ${account.id}`,
    );
    const logIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: account.password },
      });
    let res = await logIn();
    if (res.statusCode === 429) {
      // Failed logins for this name or address: the lockout ends with time, the test's clock moves.
      t.clock.advance(16 * 60_000);
      res = await logIn();
    }
    if (res.statusCode !== 200) throw new Error(`login ${account.username}: ${res.statusCode} ${res.body}`);
    account.token = res.json().token;
  }
  if (t.clock.now().getTime() !== started) {
    for (const account of Object.values(accounts)) {
      await t.app.inject({ url: '/api/auth/ping-session', headers: { authorization: account.token } });
    }
  }
  context.sessionsInDoubt = false;
}

/**
 * Gives the fixtures back what accepted cases took: the accounts' passwords (an administrator
 * may change them, their own included) and sessions, the member's PREMIUM plan, and running
 * exams in place of finished ones.
 */
async function restoreFixtures(context: FuzzContext) {
  const { t, accounts, known } = context;
  await restoreSessions(context);
  const member = await injectOk(t, {
    url: '/api/users/me',
    headers: { authorization: accounts.member.token },
  });
  if (member.currentMembership?.level !== 'PREMIUM' || member.membershipExpired) {
    await injectOk(t, {
      method: 'PUT',
      url: '/api/users/membership',
      headers: { authorization: accounts.admin.token },
      payload: { userId: accounts.member.id, membershipType: 'PREMIUM' },
    });
  }
  const exams = [
    { token: accounts.member.token, type: 'COMPLETE' },
    { token: undefined, type: 'PUBLIC_RAPID' },
  ];
  for (const [slot, { token, type }] of exams.entries()) {
    const headers = token ? { authorization: token } : {};
    const res = await t.app.inject({ url: `/api/exams/${known['path:code']![slot]}`, headers });
    if (res.statusCode === 200 && res.json().exam.status === 'IN_PROGRESS') continue;
    const exam = await startExam(t, token, type);
    known['path:code']![slot] = exam.code;
    known.questionId!.splice(slot * KNOWN_QUESTIONS, KNOWN_QUESTIONS, ...exam.questionIds);
  }
  context.fixturesInDoubt = false;
}

/**
 * Phrases of the English messages that Fastify, zod and drivers write: callers read Spanish.
 * Two words each, so an echoed username (no spaces) cannot match.
 */
const ENGLISH =
  /\b(must (be|have|match|not)|should (be|have)|expected \w+|received \w+|is required|invalid (input|type|json|value)|unexpected (token|end)|too (big|small|long|large)|not found|body is)\b/i;

export interface CaseOutcome {
  status: number;
  /** What broke the property, if anything. */
  problem?: string;
}

export async function runCase(
  context: FuzzContext,
  route: FuzzRoute,
  request: FuzzRequest,
): Promise<CaseOutcome> {
  if (context.fixturesInDoubt) await restoreFixtures(context);
  else if (context.sessionsInDoubt) await restoreSessions(context);
  // Only a write since the last fingerprint (an accepted case, a restore) makes it stale.
  const before = await nextXid(context);
  if (before !== context.nextXid || context.fingerprint === undefined) {
    context.nextXid = before;
    context.fingerprint = await fingerprint(context);
  }
  const headers: Record<string, string> = {};
  if (request.caller === 'forged') headers.authorization = request.forgedToken;
  else if (request.caller !== 'visitor') headers.authorization = context.accounts[request.caller].token;
  const options: InjectOptions = {
    method: route.method,
    url: request.url,
    remoteAddress: request.remoteAddress,
    headers,
  };
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value) ?? '';
  } else if (request.body.kind === 'raw') {
    if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
    if (request.body.contentEncoding !== undefined)
      headers['content-encoding'] = request.body.contentEncoding;
    options.payload = request.body.payload;
  }
  const res = await context.t.app.inject(options);
  const status = res.statusCode;

  if (status >= 500) return { status, problem: `${status}: ${res.body.slice(0, 300)}` };
  if (status < 400) {
    if (route.method !== 'GET') context.fixturesInDoubt = true;
    return { status };
  }
  if (status === 401 && (request.caller === 'member' || request.caller === 'admin')) {
    context.sessionsInDoubt = true;
  }
  let payload: unknown;
  try {
    payload = res.json();
  } catch {
    return { status, problem: `${status} without a JSON body: ${res.body.slice(0, 200)}` };
  }
  const shape = errorResponseSchema.safeParse(payload);
  if (!shape.success || !shape.data.message.trim()) {
    return { status, problem: `${status} not in the error shape: ${res.body.slice(0, 300)}` };
  }
  if (ENGLISH.test(shape.data.message)) {
    return { status, problem: `${status} with a message in English: ${shape.data.message.slice(0, 300)}` };
  }
  const xid = await nextXid(context);
  if (xid === context.nextXid) return { status };
  context.nextXid = xid;
  const after = await fingerprint(context);
  if (after !== context.fingerprint) {
    const previous = new Map(
      context.fingerprint.split(' ').map((entry) => entry.split('=') as [string, string]),
    );
    const changed = after
      .split(' ')
      .filter((entry) => previous.get(entry.split('=')[0]!) !== entry.split('=')[1])
      .join(', ');
    context.fingerprint = after;
    return { status, problem: `${status} ${shape.data.code} but stored something (${changed})` };
  }
  return { status };
}

export interface RouteTally {
  route: string;
  cases: number;
  ok: number;
  refused: number;
  failed: number;
  seconds: number;
  /** Cases that broke the property; 5xx answers are among them. */
  problemCount: number;
  /** The first few problems, each with its request. */
  problems: string[];
}

/**
 * Runs `numRuns` cases against one route. With `failFast` the first problem throws, with the
 * counterexample and seed fast-check reports; without, problems are counted and kept.
 */
export async function fuzzRoute(
  context: FuzzContext,
  route: FuzzRoute,
  options: { numRuns: number; seed?: number; failFast: boolean },
): Promise<RouteTally> {
  const tally: RouteTally = {
    route: route.label,
    cases: 0,
    ok: 0,
    refused: 0,
    failed: 0,
    seconds: 0,
    problemCount: 0,
    problems: [],
  };
  const started = performance.now();
  await restoreFixtures(context);
  await fc.assert(
    fc.asyncProperty(requestArbitrary(route, context.known), async (request) => {
      const outcome = await runCase(context, route, request);
      tally.cases += 1;
      if (outcome.status >= 500) tally.failed += 1;
      else if (outcome.status >= 400) tally.refused += 1;
      else tally.ok += 1;
      if (outcome.problem) {
        tally.problemCount += 1;
        const report = `${outcome.problem} <- ${describeRequest(route, request)}`;
        if (tally.problems.length < 5) tally.problems.push(report);
        if (options.failFast) throw new Error(report);
      }
    }),
    { numRuns: options.numRuns, seed: options.seed, endOnFailure: !options.failFast },
  );
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}
