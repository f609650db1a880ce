/** Spec §2/§6: only /wallet needs a signed-in wallet. */
export const protectedPaths = ['/wallet'] as const;

export function isProtectedPath(pathname: string): boolean {
  return protectedPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
