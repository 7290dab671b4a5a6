/**
 * O registro de alterações em palavras: o nome de cada tipo de registro, de cada ação e de cada campo como o usuário
 * os conhece ("Pedido de venda", "Cancelar orçamento", "Status de separação"), em pt-BR, en-US e es. A tela do
 * registro (/logs) e o cartão "Últimas alterações" do início leem as mesmas palavras daqui.
 */
import { resolveLocale, type Locale } from '../common/locale.ts';

type Words = readonly [pt: string, en: string, es: string];
const INDEX: Record<Locale, 0 | 1 | 2> = { 'pt-BR': 0, 'en-US': 1, es: 2 };
const pick = (words: Words, locale: string | null | undefined) => words[INDEX[resolveLocale(locale)]];

/** Os tipos de registro auditados: o @type da API ou o nome que a área dá à linha de auditoria. */
const ENTITIES: Record<string, Words> = {
  PedidoDeVenda: ['Pedido de venda', 'Sales order', 'Pedido de venta'],
  PedidoVenda: ['Pedido de venda', 'Sales order', 'Pedido de venta'],
  Pedido: ['Pedido de venda', 'Sales order', 'Pedido de venta'],
  Orcamento: ['Orçamento', 'Quote', 'Presupuesto'],
  PedidoVendaItem: ['Item do pedido', 'Order item', 'Ítem del pedido'],
  PedidoVendaParcela: ['Parcela do pedido', 'Order instalment', 'Cuota del pedido'],
  PedidoVendaRecebimento: ['Recebimento', 'Receipt', 'Cobro'],
  PedidoSeparacaoStatus: ['Status de separação', 'Picking status', 'Estado de separación'],
  People: ['Pessoa', 'Person', 'Persona'],
  User: ['Usuário', 'User', 'Usuario'],
  Config: ['Configuração', 'Setting', 'Configuración'],
  Tema: ['Tema', 'Theme', 'Tema'],
  PessoaContato: ['Contato', 'Contact', 'Contacto'],
  Address: ['Endereço', 'Address', 'Dirección'],
  Email: ['E-mail', 'E-mail', 'Correo'],
  Phone: ['Telefone', 'Phone', 'Teléfono'],
  Category: ['Categoria', 'Category', 'Categoría'],
  Menu: ['Menu', 'Menu', 'Menú'],
  Regra: ['Perfil de acesso', 'Access profile', 'Perfil de acceso'],
  RegraAcao: ['Permissão de perfil', 'Profile permission', 'Permiso de perfil'],
  UsuarioRegra: ['Perfil de usuário', 'User profile', 'Perfil de usuario'],
  Setor: ['Setor', 'Sector', 'Sector'],
  WorkFlow: ['Fluxo de trabalho', 'Workflow', 'Flujo de trabajo'],
  WorkFlowItemFase: ['Fase de fluxo', 'Workflow phase', 'Fase de flujo'],
  Document: ['Documento', 'Document', 'Documento'],
  CaracteristicaPessoa: ['Característica', 'Characteristic', 'Característica'],
  PessoaRelacionada: ['Pessoa relacionada', 'Related person', 'Persona relacionada'],
  Favorite: ['Favorito', 'Favourite', 'Favorito'],
  ListagemLayout: ['Layout de listagem', 'List layout', 'Diseño de lista'],
  Produto: ['Produto', 'Product', 'Producto'],
  LoteSeparacao: ['Lote de separação', 'Picking lot', 'Lote de separación'],
  LoteSeparacaoItem: ['Item do lote de separação', 'Picking lot item', 'Ítem del lote de separación'],
  LoteSeparacaoPedido: ['Pedido do lote de separação', 'Picking lot order', 'Pedido del lote de separación'],
  ConferenciaLeitura: ['Leitura da conferência', 'Check scan', 'Lectura de verificación'],
  CaixaSeparacao: ['Caixa de separação', 'Picking box', 'Caja de separación'],
  LoteEstoqueProduto: ['Lote de estoque', 'Stock lot', 'Lote de stock'],
  Roteiro: ['Roteiro', 'Delivery route', 'Hoja de ruta'],
  RoteiroPedido: ['Pedido do roteiro', 'Route order', 'Pedido de la ruta'],
  Roteirizacao: ['Roteirização', 'Routing', 'Ruteo'],
  Otimizacao: ['Otimização de rotas', 'Route optimization', 'Optimización de rutas'],
  Frete: ['Frete', 'Freight', 'Flete'],
  CotacaoCompra: ['Cotação de compra', 'Purchase quotation', 'Cotización de compra'],
  CotacaoCompraItem: ['Item da cotação', 'Quotation item', 'Ítem de la cotización'],
  CotacaoCompraFornecedor: ['Fornecedor da cotação', 'Quotation supplier', 'Proveedor de la cotización'],
  PedidoCompra: ['Pedido de compra', 'Purchase order', 'Pedido de compra'],
  PedidoCompraItem: ['Item do pedido de compra', 'Purchase order item', 'Ítem del pedido de compra'],
  Analise: ['Análise MRP', 'MRP analysis', 'Análisis MRP'],
  AnaliseDado: ['Dado da análise', 'Analysis data', 'Dato del análisis'],
  MrpAnexo: ['Anexo da análise', 'Analysis attachment', 'Anexo del análisis'],
  OrdemProducao: ['Ordem de produção', 'Production order', 'Orden de producción'],
  PrevisaoDeVenda: ['Previsão de vendas', 'Sales forecast', 'Previsión de ventas'],
  PrevisaoDeVendaItem: ['Item da previsão', 'Forecast item', 'Ítem de la previsión'],
  PlanejamentoProduto: ['Planejamento do produto', 'Product planning', 'Planificación del producto'],
  TituloAPagar: ['Título a pagar', 'Payable title', 'Título a pagar'],
  CentroDeCusto: ['Centro de custo', 'Cost center', 'Centro de costo'],
  FormaPagamento: ['Forma de pagamento', 'Payment method', 'Forma de pago'],
  NaturezaLancamento: ['Natureza de lançamento', 'Entry nature', 'Naturaleza de asiento'],
  Xml: ['Nota fiscal importada', 'Imported invoice', 'Factura importada'],
  NfeEmitida: ['Nota fiscal emitida', 'Issued invoice', 'Factura emitida'],
  Gnre: ['Guia GNRE', 'GNRE guide', 'Guía GNRE'],
  ColunaValor: ['Valor de coluna', 'Column value', 'Valor de columna'],
  Coluna: ['Coluna', 'Column', 'Columna'],
  LojaProduto: ['Produto da loja', 'Shop product', 'Producto de la tienda'],
  ComissaoConferencia: ['Conferência de comissão', 'Commission check', 'Verificación de comisión'],
  Markup: ['Markup', 'Markup', 'Markup'],
  Job: ['Tarefa', 'Job', 'Tarea'],
};

/** As ações: as do CRUD e as operações próprias pelo último trecho do caminho (`cancelar-orcamento`). */
const ACTIONS: Record<string, Words> = {
  create: ['Inclusão', 'Creation', 'Alta'],
  insert: ['Inclusão', 'Creation', 'Alta'],
  update: ['Alteração', 'Change', 'Cambio'],
  delete: ['Exclusão', 'Deletion', 'Baja'],
  remove: ['Exclusão', 'Deletion', 'Baja'],
  'altera-status-separacao': ['Alterar status de separação', 'Change picking status', 'Cambiar estado de separación'],
  'status-separacao-manual': ['Status de separação alterado à mão', 'Picking status changed by hand', 'Estado de separación cambiado a mano'],
  'altera-status': ['Alterar status', 'Change status', 'Cambiar estado'],
  'alterar-lote': ['Trocar lote', 'Swap lot', 'Cambiar lote'],
  aprovar: ['Aprovar', 'Approve', 'Aprobar'],
  autorizar: ['Autorizar pagamento', 'Authorize payment', 'Autorizar pago'],
  'bulk-update': ['Alteração em lote', 'Bulk change', 'Cambio masivo'],
  calcular: ['Calcular', 'Calculate', 'Calcular'],
  cancel: ['Cancelar', 'Cancel', 'Cancelar'],
  'cancelar-orcamento': ['Cancelar orçamento', 'Cancel quote', 'Cancelar presupuesto'],
  'cancelar-ordens': ['Cancelar ordens', 'Cancel orders', 'Cancelar órdenes'],
  'cotar-frete': ['Cotar frete', 'Quote freight', 'Cotizar flete'],
  'criar-ordens': ['Criar ordens', 'Create orders', 'Crear órdenes'],
  'duplicar-orcamento': ['Duplicar orçamento', 'Duplicate quote', 'Duplicar presupuesto'],
  email_requested: ['Envio por e-mail', 'E-mail requested', 'Envío por correo'],
  'escolher-frete': ['Escolher frete', 'Choose freight', 'Elegir flete'],
  estornar: ['Estornar', 'Reverse', 'Revertir'],
  'estoque-faltou': ['Falta de estoque', 'Out of stock', 'Falta de stock'],
  fase: ['Mudar fase', 'Change phase', 'Cambiar fase'],
  faturar: ['Faturar', 'Invoice', 'Facturar'],
  finalizar: ['Finalizar', 'Finish', 'Finalizar'],
  'finalizar-orcamento': ['Finalizar orçamento', 'Finalize quote', 'Finalizar presupuesto'],
  importar: ['Importar', 'Import', 'Importar'],
  impostos: ['Calcular impostos', 'Calculate taxes', 'Calcular impuestos'],
  orders: ['Pedidos', 'Orders', 'Pedidos'],
  pedidos: ['Pedidos', 'Orders', 'Pedidos'],
  password_change: ['Troca de senha', 'Password change', 'Cambio de contraseña'],
  password_reset: ['Redefinição de senha', 'Password reset', 'Restablecimiento de contraseña'],
  prices: ['Preços', 'Prices', 'Precios'],
  'remover-orfaos': ['Remover órfãos', 'Remove orphans', 'Quitar huérfanos'],
  'remover-pedido': ['Remover pedido', 'Remove order', 'Quitar pedido'],
  save_purchase: ['Pedido de compra do cliente', "Client's purchase order", 'Orden de compra del cliente'],
  signup: ['Cadastro', 'Sign-up', 'Registro'],
  status: ['Mudar status', 'Change status', 'Cambiar estado'],
  winners: ['Vencedores', 'Winners', 'Ganadores'],
};

/** Os campos, pelo nome da API (os mesmos em todas as tabelas: CodPedido é o pedido onde estiver). */
const FIELDS: Record<string, Words> = {
  CodPedido: ['Pedido', 'Order', 'Pedido'],
  CdEmpresa: ['Empresa', 'Company', 'Empresa'],
  company: ['Empresa', 'Company', 'Empresa'],
  IdCliente: ['Cliente', 'Client', 'Cliente'],
  Cliente: ['Cliente', 'Client', 'Cliente'],
  IdRepresentante: ['Representante', 'Representative', 'Representante'],
  IdTransportador: ['Transportador', 'Carrier', 'Transportista'],
  IdProduto: ['Produto', 'Product', 'Producto'],
  IdSetor: ['Setor', 'Sector', 'Sector'],
  NmSetor: ['Setor', 'Sector', 'Sector'],
  IdPrazo: ['Prazo', 'Payment term', 'Plazo'],
  IdFormaPagamento: ['Forma de pagamento', 'Payment method', 'Forma de pago'],
  IdCentroDeCusto: ['Centro de custo', 'Cost center', 'Centro de costo'],
  IdNaturezaLancamento: ['Natureza de lançamento', 'Entry nature', 'Naturaleza de asiento'],
  IdFornecedor: ['Fornecedor', 'Supplier', 'Proveedor'],
  IdWorkFlowItemFase: ['Fase', 'Phase', 'Fase'],
  IdLoteSeparacao: ['Lote de separação', 'Picking lot', 'Lote de separación'],
  IdUsuario: ['Usuário', 'User', 'Usuario'],
  StatusPedido: ['Status do pedido', 'Order status', 'Estado del pedido'],
  StatusSeparacaoPedido: ['Status de separação', 'Picking status', 'Estado de separación'],
  StatusLoteSeparacao: ['Status do lote', 'Lot status', 'Estado del lote'],
  TpPedidoDeVenda: ['Tipo do pedido', 'Order type', 'Tipo de pedido'],
  TpFrete: ['Tipo de frete', 'Freight type', 'Tipo de flete'],
  DtEmissao: ['Data de emissão', 'Issue date', 'Fecha de emisión'],
  DtEntrega: ['Data de entrega', 'Delivery date', 'Fecha de entrega'],
  DtVencimento: ['Vencimento', 'Due date', 'Vencimiento'],
  DtFinalizacao: ['Data de finalização', 'Finalization date', 'Fecha de finalización'],
  DtAutorizacao: ['Data de autorização', 'Authorization date', 'Fecha de autorización'],
  VlTotal: ['Valor total', 'Total', 'Valor total'],
  VlProdutos: ['Valor dos produtos', 'Products value', 'Valor de los productos'],
  VlFrete: ['Frete', 'Freight', 'Flete'],
  VlDesconto: ['Desconto', 'Discount', 'Descuento'],
  VlImpostos: ['Impostos', 'Taxes', 'Impuestos'],
  VlUnitario: ['Preço unitário', 'Unit price', 'Precio unitario'],
  VlPrecoCusto: ['Preço de custo', 'Cost price', 'Precio de costo'],
  PcMargem: ['Margem', 'Margin', 'Margen'],
  NmMarkup: ['Markup', 'Markup', 'Markup'],
  PcImpostosSugerido: ['Impostos sugeridos', 'Suggested taxes', 'Impuestos sugeridos'],
  VlPesoBruto: ['Peso bruto', 'Gross weight', 'Peso bruto'],
  VlPesoLiquido: ['Peso líquido', 'Net weight', 'Peso neto'],
  VlTitulo: ['Valor', 'Amount', 'Valor'],
  QtPedida: ['Quantidade', 'Quantity', 'Cantidad'],
  QtSeparada: ['Quantidade separada', 'Picked quantity', 'Cantidad separada'],
  NrTitulo: ['Número do título', 'Title number', 'Número del título'],
  NmTitulo: ['Descrição', 'Description', 'Descripción'],
  NrDocumento: ['Documento', 'Document', 'Documento'],
  Nfe: ['NF-e', 'NF-e', 'NF-e'],
  NrNota: ['Número da nota', 'Invoice number', 'Número de la factura'],
  NrPedidoCompra: ['Pedido de compra do cliente', "Client's purchase order", 'Orden de compra del cliente'],
  DsArquivoPedidoCompra: ['Arquivo do pedido de compra', 'Purchase order file', 'Archivo de la orden de compra'],
  DsObservacao: ['Observação', 'Note', 'Observación'],
  DsAgrupamento: ['Agrupamento', 'Grouping', 'Agrupamiento'],
  DsMotivo: ['Motivo', 'Reason', 'Motivo'],
  DsMotivoEstorno: ['Motivo do estorno', 'Reversal reason', 'Motivo de la reversión'],
  StRecebimento: ['Situação do recebimento', 'Receipt state', 'Estado del cobro'],
  IdUsuarioEstorno: ['Estornado por', 'Reversed by', 'Revertido por'],
  StIntegracao: ['Integração', 'Integration', 'Integración'],
  usuarioAutorizacaoPagamento: ['Responsável pelo pagamento', 'Payment approver', 'Responsable del pago'],
  version: ['Versão', 'Version', 'Versión'],
  name: ['Nome', 'Name', 'Nombre'],
  alias: ['Apelido', 'Alias', 'Alias'],
  document: ['CPF/CNPJ', 'Tax ID', 'CPF/CNPJ'],
  email: ['E-mail', 'E-mail', 'Correo'],
  phone: ['Telefone', 'Phone', 'Teléfono'],
  username: ['Usuário', 'Username', 'Usuario'],
  configKey: ['Configuração', 'Setting', 'Configuración'],
  configValue: ['Valor', 'Value', 'Valor'],
  visibility: ['Visível', 'Visible', 'Visible'],
  menu: ['Menu', 'Menu', 'Menú'],
  rota: ['Rota', 'Route', 'Ruta'],
  ordem: ['Ordem', 'Order', 'Orden'],
  icone: ['Ícone', 'Icon', 'Ícono'],
  modulo: ['Grupo', 'Group', 'Grupo'],
  enable: ['Ativo', 'Active', 'Activo'],
};

/** Palavras dos prefixos da convenção de nomes (docs/naming.md), para um campo fora do catálogo. */
const PREFIXES: Record<string, Words> = {
  Dt: ['Data de', 'Date of', 'Fecha de'],
  Vl: ['Valor de', 'Value of', 'Valor de'],
  Qt: ['Quantidade de', 'Quantity of', 'Cantidad de'],
  Nr: ['Número de', 'Number of', 'Número de'],
  Tp: ['Tipo de', 'Type of', 'Tipo de'],
  St: ['Situação de', 'State of', 'Situación de'],
  Status: ['Status de', 'Status of', 'Estado de'],
};

/** 'LoteSeparacaoItem' -> 'lote separacao item': the words of a name the catalogue does not have. */
function words(name: string): string[] {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

const sentence = (parts: string[]) => {
  const text = parts.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The name of a record type ('PedidoDeVenda' -> 'Pedido de venda'); an unknown one in plain words. */
export function entityLabel(entity: string, locale?: string | null): string {
  const known = ENTITIES[entity];
  if (known) return pick(known, locale);
  // A path the platform audits for an operation that wrote no row of its own ('/apagar/:id/autorizar').
  if (entity.startsWith('/')) return sentence(words(entity.split('/').filter((s) => s && !s.startsWith(':'))[0] ?? entity));
  return sentence(words(entity));
}

/** The name of an action ('cancelar-orcamento' -> 'Cancelar orçamento', 'PUT /apagar/:id/autorizar' -> 'Autorizar pagamento'). */
export function actionLabel(action: string, locale?: string | null): string {
  const key = action.trim();
  const known = ACTIONS[key] ?? ACTIONS[key.toLowerCase()];
  if (known) return pick(known, locale);
  const route = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)$/i.exec(key);
  if (route) {
    const segments = route[2].split('/').filter((s) => s && !s.startsWith(':'));
    const last = segments.at(-1) ?? '';
    if (ACTIONS[last]) return pick(ACTIONS[last], locale);
    const method = route[1].toUpperCase();
    const generic = method === 'POST' ? ACTIONS.create : method === 'DELETE' ? ACTIONS.delete : ACTIONS.update;
    return segments.length > 1 ? sentence(words(last)) : pick(generic, locale);
  }
  return sentence(words(key));
}

/** The label of a field ('StatusSeparacaoPedido' -> 'Status de separação'); an unknown one in plain words. */
export function fieldLabel(field: string, locale?: string | null): string {
  const known = FIELDS[field];
  if (known) return pick(known, locale);
  const parts = words(field);
  // Ids and codes name the record they point at: 'IdMotorista' -> 'Motorista'.
  if (parts.length > 1 && /^(Id|Cd|Cod|Nm|Ds)$/.test(parts[0])) return sentence(parts.slice(1));
  const prefix = PREFIXES[parts[0]];
  if (prefix && parts.length > 1) return `${pick(prefix, locale)} ${parts.slice(1).join(' ').toLowerCase()}`;
  return sentence(parts);
}

/** Every entity the catalogue names, with its pt-BR label: the options of the log screen's entity filter. */
export function knownEntities(locale?: string | null): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const [value, names] of Object.entries(ENTITIES)) {
    const label = pick(names, locale);
    // PedidoVenda and Pedido name the same thing as PedidoDeVenda: one option (the name the areas write).
    if (![...seen.values()].includes(label)) seen.set(value, label);
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

/**
 * The names written for the same record type as `entity` ('PedidoDeVenda' -> PedidoDeVenda, PedidoVenda, Pedido):
 * the log screen offers one option for them, so its filter matches every name the areas wrote.
 */
export function entityAliases(entity: string): string[] {
  const names = ENTITIES[entity];
  if (!names) return [entity];
  return Object.entries(ENTITIES)
    .filter(([, other]) => other[0] === names[0])
    .map(([value]) => value);
}

/** What one log row says: the action, who, the record's name then, and the fields it changed with their values. */
export interface LogDescription {
  /** The action as written ('update', 'cancelar-orcamento'), or null for a log that is not JSON. */
  action: string | null;
  user: string | null;
  /** The record's name at the time (from the logged values), when it has one. */
  label: string | null;
  /** Changed fields (every action but create and delete), in the order the log has them. */
  fields: { field: string; from?: unknown; to: unknown }[];
  /** The reason given, when the change asked for one (DsMotivo). */
  reason: string | null;
  /** A log that is not JSON, as it is. */
  text: string;
}

/** Properties that name a record, in order of preference. */
const LABEL_FIELDS = ['name', 'alias', 'username', 'title', 'configKey', 'menu', 'regra', 'email', 'phone', 'nmSetor', 'NmTitulo', 'label'];

const isDiff = (v: unknown): v is { from: unknown; to: unknown } => !!v && typeof v === 'object' && !Array.isArray(v) && 'to' in v;

/**
 * The log of a row whole for who may read its restricted part (`logRestrito`: costs, markups, margins, written apart):
 * its changes put back among the others. Without it, or when either is not JSON, the log as it is.
 */
export function mergedLog(log: string, restricted: string | null | undefined): string {
  if (!restricted) return log;
  try {
    const open = JSON.parse(log) as { changes?: unknown };
    const kept = JSON.parse(restricted) as { changes?: unknown };
    const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
    return JSON.stringify({ ...open, changes: { ...asObject(open.changes), ...asObject(kept.changes) } });
  } catch {
    return log;
  }
}

/** Reads the `log` column: JSON of `{ action, user, changes }` (an update's changes are `{ field: { from, to } }`). */
export function describeLog(log: string): LogDescription {
  let parsed: unknown;
  try {
    parsed = JSON.parse(log);
  } catch {
    return { action: null, user: null, label: null, fields: [], reason: null, text: log };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { action: null, user: null, label: null, fields: [], reason: null, text: log };
  const record = parsed as Record<string, unknown>;
  const action = typeof record.action === 'string' ? record.action : null;
  const user = typeof record.user === 'string' && record.user ? record.user : null;
  const changes = record.changes ?? record.changed ?? record.fields ?? record.after;
  const values = changes && typeof changes === 'object' && !Array.isArray(changes) ? (changes as Record<string, unknown>) : {};
  const valueOf = (v: unknown) => (isDiff(v) ? v.to : v);
  const named = LABEL_FIELDS.map((f) => valueOf(values[f])).find((v) => typeof v === 'string' && v.trim() !== '');
  const reason = valueOf(values.DsMotivo);
  const whole = action === null || ['create', 'insert', 'delete', 'remove'].includes(action.toLowerCase());
  const fields = Array.isArray(changes)
    ? changes.map((f) => ({ field: String(f), to: undefined }))
    : whole
      ? []
      : Object.entries(values)
          // The reason is said apart; the version is the record's counter of writes, not something the user changed.
          .filter(([field]) => field !== 'DsMotivo' && field !== 'version')
          .map(([field, v]) => (isDiff(v) ? { field, from: v.from, to: v.to } : { field, to: v }));
  return { action, user, label: typeof named === 'string' ? named : null, fields, reason: typeof reason === 'string' && reason.trim() ? reason : null, text: '' };
}
