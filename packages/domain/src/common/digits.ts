/**
 * Limpeza de strings digitadas pelo usuário (documentos, CEP, telefones, filtros).
 * Sem dependências: usado pela API e pelo web.
 */

/** Mantém apenas os dígitos 0-9: '529.982.247-25' -> '52998224725'. */
export function onlyDigits(s: string | null | undefined): string {
  return (s ?? '').replace(/\D+/g, '');
}

/**
 * Mantém apenas letras A-Z e dígitos, em maiúsculas (CNPJ alfanumérico da Receita Federal):
 * '12.abc.345/01de-35' -> '12ABC34501DE35'. Letras acentuadas são descartadas.
 */
export function onlyAlnum(s: string | null | undefined): string {
  return (s ?? '').toUpperCase().replace(/[^0-9A-Z]+/g, '');
}
