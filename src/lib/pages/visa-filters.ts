/** The page of a visa product. */
export function visaPath(id: number): string {
  return `/visa/${String(id)}.html`;
}

/** Where the order form of a visa lives (a login-guarded page). */
export function visaOrderPath(id: number): string {
  return `/visa/submitOrder?visaId=${String(id)}`;
}
