import type { z } from 'zod';
import type { ContractRoute } from '../contract/index.ts';
import type { CallSource } from './api-client.ts';

/** A route's schema slot holds a real schema, not the default every omitted slot gets. */
type Given<Schema> = z.ZodType extends Schema ? false : true;

type ParamsOf<R> = R extends ContractRoute<infer Params, z.ZodType, z.ZodType, z.ZodType> ? Params : never;
type QueryOf<R> = R extends ContractRoute<z.ZodType, infer Query, z.ZodType, z.ZodType> ? Query : never;
type BodyOf<R> = R extends ContractRoute<z.ZodType, z.ZodType, infer Body, z.ZodType> ? Body : never;
type ResponseOf<R> = R extends ContractRoute<z.ZodType, z.ZodType, z.ZodType, infer Response> ? Response : never;

type ParamsOption<R> = Given<ParamsOf<R>> extends true ? { params: z.input<ParamsOf<R>> } : { params?: undefined };

/** Query values as the caller has them (numbers, flags); on a paged call `page` counts from 1, as the UI does. */
type QueryOption<R> =
  Given<QueryOf<R>> extends true ? { query?: Partial<z.output<QueryOf<R>>> } : { query?: undefined };

type BodyOption<R> = Given<BodyOf<R>> extends true ? { body: z.input<BodyOf<R>> } : { body?: undefined };

export type CallOptions<R extends ContractRoute> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    signal?: AbortSignal;
    /** Sent as Idempotency-Key: a retried money move with the same key happens once. */
    idempotencyKey?: string;
    /** Sent as `x-ops-source` instead of the client's own (the palette's runs say `palette`). */
    source?: CallSource;
    /** Sent as `x-ops-reason`: why the change is made, kept with its audit entry and shown in the activity feed. */
    reason?: string;
  };

/** The options are optional when a route needs neither params nor body. */
export type CallArgs<R extends ContractRoute> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** What a call resolves to: the parsed answer, with a paged answer's `pageNumber` counted from 1. */
export type RouteResult<R extends ContractRoute> = z.output<ResponseOf<R>>;
