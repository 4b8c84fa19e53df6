import type { RouteContract } from '../../contract/route';

/**
 * The method and concrete path of a contract route, its `:name` parameters filled in
 * (URL-encoded), so every SDK call names its route in API_CONTRACT instead of re-typing it.
 * @example
 * at(API_CONTRACT.plans.get, { id: 'p 1' }) // { method: 'GET', path: '/api/staffing/plans/p%201' }
 */
export function at(
  route: Pick<RouteContract, 'method' | 'path'>,
  params: Readonly<Record<string, string>> = {},
): { method: RouteContract['method']; path: string } {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter '${name}' of ${route.path}`);
    return encodeURIComponent(value);
  });
  return { method: route.method, path };
}
