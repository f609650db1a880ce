/** The dollar rate as kit props: left out until the rate service has answered, so no '$0.00' is shown. */
export function knownUsdRate(usdPerBtc: number): { usdPerBtc?: number } {
  return usdPerBtc > 0 ? { usdPerBtc } : {};
}
