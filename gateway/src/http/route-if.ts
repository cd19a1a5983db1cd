/**
 * `route` where `served` holds, nothing otherwise: a route some kinds have and others not,
 * written on the method that serves it.
 */
export const RouteIf = (served: boolean, route: MethodDecorator): MethodDecorator =>
  served ? route : () => undefined;
