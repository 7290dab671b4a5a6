/** Textos das tabelas de impostos (por UF, por NCM, parâmetros do emissor). pt-BR é a fonte dos tipos: en-US e es têm as mesmas chaves (app/strings.ts junta os catálogos). */
export const impostosPtBR = {
  impostosTabelas: {
    title: 'Tabelas de impostos',
    description: 'Alíquotas por UF, regras por NCM e o regime do emissor, usados no cálculo dos impostos do pedido.',
    tabs: { uf: 'Alíquotas por UF', ncm: 'Regras por NCM', parametros: 'Regime do emissor' },
    editUf: 'Editar alíquotas de {{uf}}',
    newNcm: 'Nova regra',
    editNcm: 'Editar regra',
    deleteNcm: 'Excluir regra',
    deleted: 'Excluído',
    confirmDelete: 'Excluir esta linha?',
    fixErrors: 'Corrija os campos destacados antes de salvar.',
    fields: {
      IdUf: 'UF', PcIcmsInterno: 'ICMS interno %', PcFcp: 'FCP %', TpDifal: 'DIFAL', DsRegra: 'Descrição', CdNcm: 'NCM (prefixo)',
      IdOperacao: 'Operação', TpDestino: 'Destino', PcRedBc: 'Redução BC ICMS %', StSt: 'Com ST', PcMva: 'MVA %', PcRedBcSt: 'Redução BC ST %',
      PcIpi: 'IPI %', StPisCofinsZero: 'PIS/COFINS alíquota zero', PcRedBcPisCofins: 'Redução BC PIS/COFINS %', Crt: 'Regime tributário (CRT)', PcPis: 'PIS %', PcCofins: 'COFINS %', TpReducaoBase: 'Redução de base no sistema emissor',
    },
    destino: { I: 'Interna', E: 'Interestadual' },
    crt: { '1': '1 - Simples Nacional', '2': '2 - Simples Nacional, excesso de sublimite', '3': '3 - Regime normal' },
    reducaoHelp: 'Como o sistema que emite as notas aplica uma redução de base de cálculo; os dois jeitos diferem de um centavo às vezes, e o cálculo segue o da empresa.',
  },
};

export const impostosEnUS: typeof impostosPtBR = {
  impostosTabelas: {
    title: 'Tax tables',
    description: 'Rates per state, rules per NCM and the issuer regime, used to compute the order taxes.',
    tabs: { uf: 'Rates per state', ncm: 'Rules per NCM', parametros: 'Issuer regime' },
    editUf: 'Edit rates of {{uf}}',
    newNcm: 'New rule',
    editNcm: 'Edit rule',
    deleteNcm: 'Delete rule',
    deleted: 'Deleted',
    confirmDelete: 'Delete this line?',
    fixErrors: 'Fix the highlighted fields before saving.',
    fields: {
      IdUf: 'State', PcIcmsInterno: 'Internal ICMS %', PcFcp: 'FCP %', TpDifal: 'DIFAL', DsRegra: 'Description', CdNcm: 'NCM (prefix)',
      IdOperacao: 'Operation', TpDestino: 'Destination', PcRedBc: 'ICMS base reduction %', StSt: 'With ST', PcMva: 'MVA %', PcRedBcSt: 'ST base reduction %',
      PcIpi: 'IPI %', StPisCofinsZero: 'PIS/COFINS zero rate', PcRedBcPisCofins: 'PIS/COFINS base reduction %', Crt: 'Tax regime (CRT)', PcPis: 'PIS %', PcCofins: 'COFINS %', TpReducaoBase: "Base reduction in the issuer's system",
    },
    destino: { I: 'Intrastate', E: 'Interstate' },
    crt: { '1': '1 - Simples Nacional', '2': '2 - Simples Nacional, above sublimit', '3': '3 - Normal regime' },
    reducaoHelp: "How the system that issues the invoices applies a reduction of the tax base; the two ways differ by a cent now and then, and the computation follows the company's.",
  },
};

export const impostosEs: typeof impostosPtBR = {
  impostosTabelas: {
    title: 'Tablas de impuestos',
    description: 'Alícuotas por estado, reglas por NCM y el régimen del emisor, usados en el cálculo de impuestos del pedido.',
    tabs: { uf: 'Alícuotas por estado', ncm: 'Reglas por NCM', parametros: 'Régimen del emisor' },
    editUf: 'Editar alícuotas de {{uf}}',
    newNcm: 'Nueva regla',
    editNcm: 'Editar regla',
    deleteNcm: 'Eliminar regla',
    deleted: 'Eliminado',
    confirmDelete: '¿Eliminar esta línea?',
    fixErrors: 'Corrija los campos resaltados antes de guardar.',
    fields: {
      IdUf: 'Estado', PcIcmsInterno: 'ICMS interno %', PcFcp: 'FCP %', TpDifal: 'DIFAL', DsRegra: 'Descripción', CdNcm: 'NCM (prefijo)',
      IdOperacao: 'Operación', TpDestino: 'Destino', PcRedBc: 'Reducción base ICMS %', StSt: 'Con ST', PcMva: 'MVA %', PcRedBcSt: 'Reducción base ST %',
      PcIpi: 'IPI %', StPisCofinsZero: 'PIS/COFINS tasa cero', PcRedBcPisCofins: 'Reducción base PIS/COFINS %', Crt: 'Régimen tributario (CRT)', PcPis: 'PIS %', PcCofins: 'COFINS %', TpReducaoBase: 'Reducción de base en el sistema emisor',
    },
    destino: { I: 'Interna', E: 'Interestatal' },
    crt: { '1': '1 - Simples Nacional', '2': '2 - Simples Nacional, exceso de sublímite', '3': '3 - Régimen normal' },
    reducaoHelp: 'Cómo el sistema que emite las facturas aplica una reducción de base de cálculo; las dos formas difieren en un centavo a veces, y el cálculo sigue el de la empresa.',
  },
};
