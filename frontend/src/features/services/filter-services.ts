import type { ServiceFilterId } from '../../content/service-index';
import type { ServiceEntry } from '../../content/services';

/** The services shown for a category; 'all' keeps every service, in catalogue order. */
export function servicesInCategory(
  services: readonly ServiceEntry[],
  category: ServiceFilterId,
): ServiceEntry[] {
  return category === 'all'
    ? [...services]
    : services.filter((service) => service.category === category);
}

/** The line under the category heading: '1 service available', '12 services available'. */
export function serviceCountText(count: number): string {
  return `${count} ${count === 1 ? 'service' : 'services'} available`;
}
