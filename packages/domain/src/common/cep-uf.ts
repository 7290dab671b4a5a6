/**
 * The CEP ranges of each UF (first five digits, the Correios' allotment): a CEP belongs to one UF only, so an
 * address whose CEP falls outside its UF's ranges is wrong somewhere.
 */
export const CEP_FAIXAS_UF: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  SP: [[1000, 19999]],
  RJ: [[20000, 28999]],
  ES: [[29000, 29999]],
  MG: [[30000, 39999]],
  BA: [[40000, 48999]],
  SE: [[49000, 49999]],
  PE: [[50000, 56999]],
  AL: [[57000, 57999]],
  PB: [[58000, 58999]],
  RN: [[59000, 59999]],
  CE: [[60000, 63999]],
  PI: [[64000, 64999]],
  MA: [[65000, 65999]],
  PA: [[66000, 68899]],
  AP: [[68900, 68999]],
  AM: [[69000, 69299], [69400, 69899]],
  RR: [[69300, 69399]],
  AC: [[69900, 69999]],
  DF: [[70000, 72799], [73000, 73699]],
  GO: [[72800, 72999], [73700, 76799]],
  RO: [[76800, 76999]],
  TO: [[77000, 77999]],
  MT: [[78000, 78899]],
  MS: [[79000, 79999]],
  PR: [[80000, 87999]],
  SC: [[88000, 89999]],
  RS: [[90000, 99999]],
};

/** Whether an 8-digit CEP falls in its UF's ranges. */
export function cepDaUf(cep: string, uf: string): boolean {
  if (!/^\d{8}$/.test(cep)) return false;
  const prefix = Number(cep.slice(0, 5));
  return (CEP_FAIXAS_UF[uf.toUpperCase()] ?? []).some(([from, to]) => prefix >= from && prefix <= to);
}
