/** Spec §2: Forecast is hidden when the console runs on the production host. */
export function isProductionHost(host: string, productionHost: string | null): boolean {
  return productionHost !== null && productionHost !== '' && host.toLowerCase() === productionHost.toLowerCase();
}

export interface NavVisibility {
  hiddenOnProduction?: boolean;
  rootOnly?: boolean;
}

export function isNavItemVisible(
  item: NavVisibility,
  context: { host: string; productionHost: string | null; root: boolean },
): boolean {
  if (item.hiddenOnProduction && isProductionHost(context.host, context.productionHost)) return false;
  if (item.rootOnly && !context.root) return false;
  return true;
}
