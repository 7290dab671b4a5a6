/** As 27 unidades da federação, com o código numérico do IBGE. */
export const UFS = [
  { uf: 'AC', code: 12, name: 'Acre' },
  { uf: 'AL', code: 27, name: 'Alagoas' },
  { uf: 'AP', code: 16, name: 'Amapá' },
  { uf: 'AM', code: 13, name: 'Amazonas' },
  { uf: 'BA', code: 29, name: 'Bahia' },
  { uf: 'CE', code: 23, name: 'Ceará' },
  { uf: 'DF', code: 53, name: 'Distrito Federal' },
  { uf: 'ES', code: 32, name: 'Espírito Santo' },
  { uf: 'GO', code: 52, name: 'Goiás' },
  { uf: 'MA', code: 21, name: 'Maranhão' },
  { uf: 'MT', code: 51, name: 'Mato Grosso' },
  { uf: 'MS', code: 50, name: 'Mato Grosso do Sul' },
  { uf: 'MG', code: 31, name: 'Minas Gerais' },
  { uf: 'PA', code: 15, name: 'Pará' },
  { uf: 'PB', code: 25, name: 'Paraíba' },
  { uf: 'PR', code: 41, name: 'Paraná' },
  { uf: 'PE', code: 26, name: 'Pernambuco' },
  { uf: 'PI', code: 22, name: 'Piauí' },
  { uf: 'RJ', code: 33, name: 'Rio de Janeiro' },
  { uf: 'RN', code: 24, name: 'Rio Grande do Norte' },
  { uf: 'RS', code: 43, name: 'Rio Grande do Sul' },
  { uf: 'RO', code: 11, name: 'Rondônia' },
  { uf: 'RR', code: 14, name: 'Roraima' },
  { uf: 'SC', code: 42, name: 'Santa Catarina' },
  { uf: 'SP', code: 35, name: 'São Paulo' },
  { uf: 'SE', code: 28, name: 'Sergipe' },
  { uf: 'TO', code: 17, name: 'Tocantins' },
] as const;

export type UfInfo = (typeof UFS)[number];
export type Uf = UfInfo['uf'];

/** As siglas, na ordem de UFS (para z.enum e Select). */
export const UF_SIGLAS = UFS.map((u) => u.uf) as unknown as readonly [Uf, ...Uf[]];

/** Procura pela sigla ('sp', 'SP') ou pelo código IBGE (35, '35'). */
export function findUf(value: string | number | null | undefined): UfInfo | undefined {
  if (value === null || value === undefined) return undefined;
  const key = String(value).trim().toUpperCase();
  return UFS.find((u) => u.uf === key || String(u.code) === key);
}
