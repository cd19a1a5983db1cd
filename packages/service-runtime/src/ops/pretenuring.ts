import { setFlagsFromString } from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring in this process. V8 allocates an object literal's
 * instances in the old generation once most of a sample of them outlived a young-generation
 * collection. Work that arrives in a burst while the code is still cold (requests at start, a
 * backlog of jobs) can make a request's or a job's objects look long-lived; once V8 decides so,
 * everything they reference outlives the young collections too, and the process pays several
 * times the garbage collection for the rest of its life (docs/performance.md, "Accept path").
 * A request's or a job's objects are short-lived, so a service never wants that decision.
 */
export function turnOffPretenuring(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
