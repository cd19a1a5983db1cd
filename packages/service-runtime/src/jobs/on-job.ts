import type { JobName } from '@bytecraft/contracts/queues';

const ON_JOB = Symbol('on-job');

/**
 * Marks the service method that does a job's work, as Immich's `@OnJob` does: the handler sits
 * next to its logic, and the queue's worker finds it by name (`jobHandlers`).
 */
export const OnJob =
  (...names: JobName[]): MethodDecorator =>
  (target, method) => {
    const declared: { name: JobName; method: string | symbol }[] =
      Reflect.getOwnMetadata(ON_JOB, target) ?? [];
    Reflect.defineMetadata(
      ON_JOB,
      [...declared, ...names.map((name) => ({ name, method }))],
      target,
    );
  };

/** The `@OnJob` methods of an object's class: which job each one handles. */
export function onJobMethods(service: object): { name: JobName; method: string | symbol }[] {
  return Reflect.getMetadata(ON_JOB, Object.getPrototypeOf(service)) ?? [];
}
